import { useRouter } from 'next/router';
import { CheckIcon } from '@/components/icons/check-icon';
import type { Locale } from '@/lib/i18n/locales';
import { LOCALE_CHOICES } from '@/lib/navigation/locale-choices';

/** The five locales, each named in its own language and marked with its `lang` for screen readers. */
export function LocaleChoiceList({ onChoose }: { onChoose: (locale: Locale) => void }) {
  const { locale: current } = useRouter();
  return (
    <ul className="flex flex-col gap-1">
      {LOCALE_CHOICES.map((choice) => {
        const selected = choice.locale === current;
        return (
          <li key={choice.locale}>
            <button
              type="button"
              lang={choice.locale}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onChoose(choice.locale)}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm text-sand-800 hover:bg-sand-100 aria-[current=true]:bg-accent-50"
            >
              <span className="w-7 shrink-0 text-xs font-semibold text-sand-600">{choice.countryCode}</span>
              <span className="flex-1">
                <span className="font-medium text-sand-900">{choice.language}</span>
                <span className="text-sand-600"> · {choice.country}</span>
              </span>
              {selected && <CheckIcon className="size-4 text-accent-600" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
