import type { ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';

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
    <details open={defaultOpen} className="group/facet border-b border-line py-1 last:border-b-0">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-md py-2 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {activeCount > 0 ? (
            <span className="ms-2 inline-flex size-5 items-center justify-center rounded-full bg-accent-600 text-[11px] font-semibold text-white">{activeCount}</span>
          ) : null}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-sand-500 transition-transform group-open/facet:rotate-180" />
      </summary>
      <fieldset className="pb-4">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}
