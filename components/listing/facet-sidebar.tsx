import { LG_UP_MEDIA } from '@/lib/dom/breakpoint-media';
import { useEffect, useState, type ComponentType } from 'react';
import type { FacetPanelProps } from './facet-panel';
import { serverFacetPanel } from '@/components/listing/server-facet-panel';
import { onDemandComponent } from '@/components/common/live-when-near';
import { KeptServerMarkup } from '@/components/common/kept-server-markup';

/*
 * The filters sidebar of category and search pages, whose code stays off a phone's first load
 * (issue 22, decision 0059).
 *
 * The sidebar shows from the lg breakpoint up; on a phone it is `display: none` and the filters
 * live in the drawer, which loads on demand. So the server renders the panel (a desktop's first
 * paint has its filters), and the browser leaves that markup as it is: an element whose content
 * is `dangerouslySetInnerHTML` is not hydrated, so React neither needs the panel's code nor walks
 * its checkboxes. Where the sidebar is displayed, the panel's code loads right after hydration
 * and replaces the markup with the live panel (same markup, now interactive); the listing says it
 * is ready only then. A phone that turns wide loads it at that moment.
 *
 * The server's copy comes from `server-facet-panel.ts`, which the browser's build resolves to a
 * file without the panel (next.config.js). In a test's DOM (jsdom) the server's copy is never
 * used: there is a window.
 */
type FacetPanelComponent = ComponentType<FacetPanelProps>;

const serverPanel: FacetPanelComponent | null = typeof window === 'undefined' ? serverFacetPanel : null;

/** Where the sidebar is displayed (the project's lg, as on the aside: 992px). */
export const SIDEBAR_SHOWN_MEDIA = LG_UP_MEDIA;

const livePanel = onDemandComponent<FacetPanelProps>(() => import('./facet-panel').then((module) => module.FacetPanel));

export interface LiveFacetPanel {
  /** The live panel, or null while the server's markup stands in for it. */
  Panel: FacetPanelComponent | null;
  /** True when nothing is left to load for what the shopper sees: a hidden sidebar, or the live panel. */
  settled: boolean;
}

/** Loads the panel's code when the sidebar is displayed, now or later (a window made wider). */
export function useLiveFacetPanel(): LiveFacetPanel {
  // The first render is the server's (no live panel), so hydration never meets the panel; after a
  // client-side navigation the first effect puts the already loaded panel in at once.
  const [Panel, setPanel] = useState<FacetPanelComponent | null>(null);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    let cancelled = false;
    const show = () => {
      const loaded = livePanel.current;
      if (loaded) setPanel(() => loaded);
      else void livePanel.load().then((panel) => !cancelled && setPanel(() => panel));
    };
    // Without media queries (an old or embedded browser) the sidebar is assumed displayed.
    if (typeof window.matchMedia !== 'function') {
      show();
      return () => void (cancelled = true);
    }
    const media = window.matchMedia(SIDEBAR_SHOWN_MEDIA);
    const follow = () => {
      setShown(media.matches);
      if (!media.matches) return;
      media.removeEventListener('change', follow);
      show();
    };
    follow();
    if (!media.matches) media.addEventListener('change', follow);
    return () => {
      cancelled = true;
      media.removeEventListener('change', follow);
    };
  }, []);

  return { Panel, settled: Panel !== null || !shown };
}

/** The panel inside the sidebar: live once loaded, the server's markup until then. */
export function FacetSidebarPanel({ live, ...props }: FacetPanelProps & { live: FacetPanelComponent | null }) {
  const Shown = live ?? serverPanel;
  if (Shown) {
    return (
      <div key={live ? 'live' : 'static'}>
        <Shown {...props} />
      </div>
    );
  }
  return <KeptServerMarkup />;
}
