import type { StorefrontBrand } from '@/lib/brands/storefront-brand';

interface StorefrontPoliciesProps {
  policies: StorefrontBrand['policies'];
  title: string;
  labels: Record<StorefrontBrand['policies'][number]['kind'], string>;
  /** The heading level where it is placed: its own section on the store, inside the product page's column. */
  headingLevel?: 2 | 3;
}

/** A brand's shipping, returns and warranty words, rendered on the server (no script). */
export function StorefrontPolicies({ policies, title, labels, headingLevel = 2 }: StorefrontPoliciesProps) {
  if (policies.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="brand-policies-title" className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6" data-testid="brand-policies">
      <Heading id="brand-policies-title" className="text-lg font-semibold text-ink">
        {title}
      </Heading>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {policies.map((policy) => (
          <div key={policy.kind}>
            <Item className="text-sm font-semibold text-ink">{labels[policy.kind]}</Item>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{policy.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
