import type { StorefrontBrand } from '@/lib/brands/storefront-brand';
import { useProductT } from './product-translation';

interface BrandPoliciesProps {
  brandName: string;
  policies: StorefrontBrand['policies'];
}

/**
 * The shipping, returns and warranty words of the brand that sells the product, beside the
 * delivery estimate. Native disclosure elements: rendered on the server, no script added.
 */
export function BrandPolicies({ brandName, policies }: BrandPoliciesProps) {
  const t = useProductT();
  if (policies.length === 0) return null;
  return (
    <section aria-labelledby="product-brand-policies" className="rounded-2xl border border-sand-200 p-4" data-testid="product-brand-policies">
      <h2 id="product-brand-policies" className="text-sm font-semibold text-ink">
        {t('brandPolicies.title', { name: brandName })}
      </h2>
      <div className="mt-2 divide-y divide-sand-200">
        {policies.map((policy) => (
          <details key={policy.kind} className="group py-1">
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-ink">{t(`brandPolicies.${policy.kind}`)}</summary>
            <p className="pb-2 text-sm whitespace-pre-line text-ink-muted">{policy.text}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
