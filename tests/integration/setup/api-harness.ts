/**
 * Serves Next API route handlers on a real HTTP server (127.0.0.1, random port) through Next's own
 * API resolver, so integration tests observe what a client of `next start` observes: status,
 * headers and body bytes, with req.query, res.status()/json() and the route's `config` (bodyParser)
 * applied by Next itself.
 *
 *   const api = await startApiServer({
 *     '/api/v1/health': await import('@/pages/api/v1/health'),
 *     '/api/v1/products/[code]': { default: withApi(contract, handler), config: { api: { bodyParser: false } } },
 *   });
 *   const res = await fetch(`${api.url}/api/v1/health`);
 *   await api.close();
 *
 * Or every route file under a folder: `startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api')))`.
 *
 * Routes are matched like Next's router: static before dynamic before catch-all ([id], [...slug],
 * [[...slug]]), params decoded and merged into req.query (params win). A path no route matches
 * answers Next's plain 404; register '/api/[...path]' to get the API's envelope 404. A path Next
 * cannot decode goes, as in Next, to the error page with status 400: pass `errorPage` (the module
 * of pages/_error.tsx) to run its getInitialProps; without one, or when it answers nothing, the
 * harness answers a plain 400 where Next renders its HTML page.
 * Not reproduced: next.config headers/rewrites/redirects, middleware, the trailing-slash redirect.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler, NextPageContext } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring';
import { DecodeError } from 'next/dist/shared/lib/utils';

/** The route `config` Next's resolver reads (a literal in route files, so `false` widens to boolean). */
export interface ApiRouteConfig {
  api?: { bodyParser?: boolean | { sizeLimit?: string | number }; responseLimit?: boolean | string | number; externalResolver?: boolean };
}

/** What a pages/api route file exports. */
export interface ApiRouteModule {
  default: NextApiHandler;
  config?: ApiRouteConfig;
}

/** The part of a pages/_error module the harness runs: its getInitialProps, on the server. */
export interface ErrorPageModule {
  default: { getInitialProps?: (context: NextPageContext) => unknown };
}

export interface ApiServerOptions {
  errorPage?: ErrorPageModule;
}

export interface ApiServer {
  /** Origin of the server, e.g. "http://127.0.0.1:51234" (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

interface CompiledRoute {
  page: string;
  module: ApiRouteModule;
  match: (pathname: string) => false | Record<string, string | string[] | undefined>;
}

function compileRoutes(routes: Record<string, ApiRouteModule>): CompiledRoute[] {
  return getSortedRoutes(Object.keys(routes)).map((page) => {
    const routeModule = routes[page];
    if (!routeModule || typeof routeModule.default !== 'function') throw new Error(`Route ${page} has no default export handler.`);
    return { page, module: routeModule, match: getRouteMatcher(getRouteRegex(page)) };
  });
}

function findRoute(compiled: readonly CompiledRoute[], pathname: string) {
  for (const route of compiled) {
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  return undefined;
}

export async function startApiServer(routes: Record<string, ApiRouteModule>, options: ApiServerOptions = {}): Promise<ApiServer> {
  const compiled = compileRoutes(routes);
  // Only read if a handler uses preview/draft mode; Next insists on 16+ characters.
  const previewProps = {
    previewModeId: randomBytes(16).toString('hex'),
    previewModeEncryptionKey: randomBytes(16).toString('hex'),
    previewModeSigningKey: randomBytes(16).toString('hex'),
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let found: ReturnType<typeof findRoute>;
      try {
        found = findRoute(compiled, url.pathname);
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error;
        // Next renders its error page with status 400 for a path with a malformed %-escape.
        res.statusCode = 400;
        const context = { req, res, pathname: '/_error', query: {}, asPath: req.url, AppTree: () => null } as unknown as NextPageContext;
        await options.errorPage?.default.getInitialProps?.(context);
        if (!res.writableEnded) res.end('Bad Request');
        return;
      }
      if (!found) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('This page could not be found.');
        return;
      }
      const query = { ...searchParamsToUrlQuery(url.searchParams), ...found.params };
      await apiResolver(req, res, query, found.route.module, { ...previewProps, dev: false }, false, false, found.route.page);
    })().catch((error: unknown) => {
      console.error('[api-harness]', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets of the test's fetch would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

export interface DiscoveredRoute {
  /** The route as Next names it: "/api/v1/health", "/api/v1/products/[code]". */
  page: string;
  /** Absolute path of the route file. */
  file: string;
}

const ROUTE_FILE = /\.(ts|tsx|js|mjs)$/;

/**
 * Every route file under `dir` (a folder inside pages/, e.g. "pages/api/v1"), with the route Next
 * gives it: the path below pages/, without the extension, "index" meaning its folder.
 */
export function discoverApiRoutes(dir: string, root: string = process.cwd()): DiscoveredRoute[] {
  const pagesDir = path.join(root, 'pages');
  const start = path.resolve(root, dir);
  const found: DiscoveredRoute[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (ROUTE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const page = `/${path.relative(pagesDir, full).split(path.sep).join('/')}`.replace(ROUTE_FILE, '').replace(/\/index$/, '') || '/';
        found.push({ page, file: full });
      }
    }
  };
  if (fs.existsSync(start)) walk(start);
  return found.sort((a, b) => a.page.localeCompare(b.page));
}

/** Imports discovered route files into the map startApiServer takes. */
export async function loadApiRoutes(routes: readonly DiscoveredRoute[]): Promise<Record<string, ApiRouteModule>> {
  const loaded: Record<string, ApiRouteModule> = {};
  for (const { page, file } of routes) {
    const routeModule = (await import(file)) as Partial<ApiRouteModule>;
    if (typeof routeModule.default !== 'function') throw new Error(`${file} has no default export handler.`);
    loaded[page] = { default: routeModule.default, ...(routeModule.config ? { config: routeModule.config } : {}) };
  }
  return loaded;
}
