import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { FacetValueData } from '@/lib/catalog/listing-types';

/* Long lists show their first values and a button for the rest. */
const VISIBLE_VALUES = 6;

interface ValueFacetProps {
  values: readonly FacetValueData[];
  onToggle(value: string): void;
}

/** Tick boxes for one facet's values, each with the number of products it would give. */
export function ValueFacet({ values, onToggle }: ValueFacetProps) {
  const { t } = useTranslation('listing');
  const [expanded, setExpanded] = useState(false);
  const hidden = values.length - VISIBLE_VALUES;
  // A ticked value is never hidden behind "show all".
  const shown = expanded || hidden <= 1 ? values : values.filter((value, index) => index < VISIBLE_VALUES || value.selected);
  return (
    <>
      {/* Rows, boxes and their labels are styled through .facet-list (styles/catalog.css), and each
          box sits inside its label: no class, id or for per value in a listing's HTML. */}
      <ul className="facet-list">
        {shown.map((value) => {
          return (
            <li key={value.value}>
              <label className={value.count === 0 && !value.selected ? 'text-ink-muted' : undefined}>
                <input type="checkbox" value={value.value} checked={value.selected} onChange={() => onToggle(value.value)} />
                {value.swatch ? (
                  <span aria-hidden="true" className="facet-swatch" style={{ backgroundColor: value.swatch }} />
                ) : null}
                <span className="facet-label">{value.label}</span>
                <span className="facet-count">{value.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 1 ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-10 rounded-md px-2 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          {expanded ? t('facets.showLess') : t('facets.showMore', { count: values.length })}
        </button>
      ) : null}
    </>
  );
}
