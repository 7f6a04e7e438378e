import type { IncomingMessage } from 'node:http';
import { siteUrl } from '@/lib/seo/site-url';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The hosts this request may come from: the one it was sent to (and its proxy's), and the site's. */
function ownHosts(req: IncomingMessage): Set<string> {
  const hosts = new Set<string>();
  if (req.headers.host) hosts.add(req.headers.host.toLowerCase());
  const forwarded = req.headers['x-forwarded-host'];
  if (Number(process.env.TRUST_PROXY ?? 0) > 0 && typeof forwarded === 'string') hosts.add(forwarded.split(',')[0]!.trim().toLowerCase());
  const site = hostOf(siteUrl());
  if (site) hosts.add(site);
  return hosts;
}

/**
 * A state-changing request that carries cookies must come from this site (issue 21 item 3):
 * SameSite cookies already stay home in current browsers, and this refuses what an older browser,
 * or a sibling subdomain, would still send. The browser's own Origin (or, without one,
 * Sec-Fetch-Site) decides; a client that sends neither (curl, a server) is not a browser and
 * carries no victim's cookies.
 */
export function refuseCrossSiteCookieRequest(req: IncomingMessage, method: string): void {
  if (SAFE_METHODS.has(method) || !req.headers.cookie) return;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const host = origin === 'null' ? undefined : hostOf(origin);
    if (host && ownHosts(req).has(host)) return;
    throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
}
