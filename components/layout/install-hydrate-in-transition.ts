import { hydrateInTransition, type ReactDomClient } from '@/components/layout/hydrate-in-transition';
import { loadFirstDocumentTranslations } from '@/components/i18n/document-translations';

/*
 * Next looks `hydrateRoot` up on the `react-dom/client` exports object when it first renders the
 * page, after `_app` has been evaluated, so wrapping it here (imported first by `pages/_app.tsx`)
 * is in time. It must be the CommonJS exports object Next itself holds: an ES namespace import is
 * a read-only view of it, hence `require`.
 */
if (typeof window !== 'undefined') {
  // The first document's words load from here on; the hydration waits for them (decision 0068).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mutable exports object Next calls into (see above)
  hydrateInTransition(require('react-dom/client') as ReactDomClient, loadFirstDocumentTranslations());
}
