import { useTranslation } from '@/components/i18n/use-translation';

/** Placeholder lines the size of real ones, so nothing moves when the cart arrives. */
export function CartSkeleton({ lines = 2, roomy = false }: { lines?: number; roomy?: boolean }) {
  const { t } = useTranslation('cart');
  const picture = roomy ? 'size-24 md:size-28' : 'size-20';
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">{t('loading')}</span>
      <ul className="divide-y divide-line" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <li key={index} className="flex gap-4 py-5">
            <div className={`${picture} shrink-0 rounded-xl bg-sand-200`} />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <div className="h-4 w-3/4 rounded bg-sand-200" />
              <div className="h-3 w-1/3 rounded bg-sand-200" />
              <div className="mt-4 flex items-end justify-between">
                <div className="h-10 w-28 rounded-full bg-sand-200" />
                <div className="h-4 w-16 rounded bg-sand-200" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
