import { useContext, type ReactNode } from 'react';
import { HtmlContext, type HtmlProps } from 'next/dist/shared/lib/html-context.shared-runtime';

/*
 * The client build manifest (`_buildManifest.js`) maps every route of the store to its chunks:
 * 7.3 kB gzip with 117 routes, the largest single script of a first visit, and it grows with every
 * admin or brand page. Hydration never reads it: only the router does, for a client-side move or a
 * link's prefetch, and it already waits for the file's callback (`__BUILD_MANIFEST_CB`) when the
 * file is not there yet. So the document leaves it out of the first load and fetches it once the
 * page has loaded, or at the visitor's first press or key, whichever comes first (decision 0066).
 */

const BUILD_MANIFEST_FILE = /(^|\/)_buildManifest\.js$/;

function isBuildManifestFile(file: string): boolean {
  return BUILD_MANIFEST_FILE.test(file);
}

/** The inline loader: appends the manifest's script once, on load or on the first interaction. */
function buildManifestLoaderScript(src: string): string {
  const quoted = JSON.stringify(src).replace(/</g, '\\u003c');
  return (
    '(function(){var done=false,events=["pointerdown","keydown","touchstart"];' +
    'function go(){if(done)return;done=true;var s=document.createElement("script");' +
    `s.src=${quoted};document.body.appendChild(s)}` +
    'events.forEach(function(e){addEventListener(e,go,{once:true,passive:true,capture:true})});' +
    'if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})})();'
  );
}

/** The manifest's URL, built the way Next's own `<NextScript>` builds it. */
function manifestUrl(context: HtmlProps, file: string): string {
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `${context.assetPrefix ?? ''}/_next/${path}${context.mutableAssetQueryString ?? ''}`;
}

export interface DeferredBuildManifest {
  /** Wraps the document so Next's `<Head>` and `<NextScript>` leave the manifest's script tag out. */
  wrap: (document: ReactNode) => ReactNode;
  /** The inline loader that fetches the manifest later; null where nothing was left out. */
  loader: ReactNode;
}

/**
 * For the document: Next writes its scripts from the document context (in `<Head>` with optimized
 * loading, in `<NextScript>` without), so the manifest leaves that context, for both.
 */
export function useDeferredBuildManifest(nonce?: string): DeferredBuildManifest {
  const context = useContext(HtmlContext);
  const manifestFile = context?.buildManifest.lowPriorityFiles.find(isBuildManifestFile);
  // Development writes no manifest script: Next's own tags, unchanged.
  if (!context || !manifestFile) return { wrap: (document) => document, loader: null };
  const trimmed: HtmlProps = {
    ...context,
    buildManifest: {
      ...context.buildManifest,
      lowPriorityFiles: context.buildManifest.lowPriorityFiles.filter((file) => !isBuildManifestFile(file)),
    },
  };
  return {
    wrap: (document) => <HtmlContext.Provider value={trimmed}>{document}</HtmlContext.Provider>,
    loader: <script nonce={nonce} dangerouslySetInnerHTML={{ __html: buildManifestLoaderScript(manifestUrl(context, manifestFile)) }} />,
  };
}
