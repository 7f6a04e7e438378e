import type { ReactNode } from 'react';

interface FacetGroupProps {
  title: string;
  /** How many of its values are ticked, shown beside the title. */
  activeCount?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One facet as a disclosure: a native <details>, so it opens and closes by keyboard and without
 * JavaScript. The values inside are a <fieldset> named by the same title.
 */
export function FacetGroup({ title, activeCount = 0, defaultOpen = true, children }: FacetGroupProps) {
  return (
    // Named classes (styles/catalog.css): a listing shows seven or eight of these.
    <details open={defaultOpen} className="facet-group">
      <summary className="facet-summary">
        <span>
          {title}
          {activeCount > 0 ? (
            <span className="ms-2 inline-flex size-5 items-center justify-center rounded-full bg-accent-600 text-[11px] font-semibold text-white">{activeCount}</span>
          ) : null}
        </span>
      </summary>
      <fieldset className="pb-4">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}
