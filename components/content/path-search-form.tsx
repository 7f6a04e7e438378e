import { useRouter } from 'next/router';
import { useId, type FormEvent, type ReactNode } from 'react';
import { SearchIcon } from '@/components/icons/search-icon';
import { localizedPath } from '@/lib/navigation/localized-path';

interface PathSearchFormProps {
  /** Where the words go: `${root}/search/{words}`. Without JavaScript the form sends ?q= to `${root}/search`, which redirects. */
  root: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue?: string;
  onInput?: (value: string) => void;
  children?: ReactNode;
  inputProps?: Record<string, string | undefined>;
}

/** The search box of the blog and help centre: a real GET form, turned into a client navigation. */
export function PathSearchForm({ root, label, placeholder, submit, defaultValue, onInput, children, inputProps }: PathSearchFormProps) {
  const router = useRouter();
  const id = useId();
  const action = localizedPath(`${root}/search`, router.locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    event.preventDefault();
    if (!words) return;
    void router.push(`${root}/search/${encodeURIComponent(words)}`);
  };
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="relative w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-full border border-line-strong bg-white py-1 pr-1 pl-4 focus-within:border-accent-600">
        <SearchIcon className="size-4 shrink-0 text-ink-muted" />
        <input
          id={id}
          name="q"
          type="search"
          required
          maxLength={100}
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          onChange={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
          className="h-10 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-sand-600"
          {...inputProps}
        />
        <button type="submit" className="h-10 shrink-0 rounded-full bg-accent-700 px-4 text-sm font-medium text-white hover:bg-accent-800">
          {submit}
        </button>
      </div>
      {children}
    </form>
  );
}
