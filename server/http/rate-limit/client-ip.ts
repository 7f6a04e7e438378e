import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * The address a request came from. Behind a load balancer the socket's peer is the balancer,
 * so TRUST_PROXY says how many proxies in front of the app append to X-Forwarded-For; the
 * client is then that many entries from the right. Entries further left are written by the
 * client itself and are never trusted. Without TRUST_PROXY the header is ignored.
 */
export function clientIp(req: IncomingMessage): string {
  const hops = trustedProxyHops();
  const peer = normalizeIp(req.socket?.remoteAddress ?? '');
  if (hops === 0) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalizeIp(chain[chain.length - hops] ?? chain[0] ?? '') || peer || 'unknown';
}

function trustedProxyHops(): number {
  const value = Number(process.env.TRUST_PROXY ?? 0);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 10) : 0;
}

function normalizeIp(raw: string): string {
  const value = raw.trim().slice(0, 64);
  // "::ffff:10.0.0.1" is the IPv4 client of a dual-stack socket.
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value;
}

/**
 * The key a per-IP limit counts under. One IPv6 subscriber usually owns a whole /64, so an
 * IPv6 client is limited by its /64 prefix rather than by each of its 2^64 addresses.
 */
export function ipRateLimitKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
