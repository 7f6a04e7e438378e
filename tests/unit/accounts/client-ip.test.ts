import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp, ipRateLimitKey } from '@/server/http/rate-limit/client-ip';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('clientIp', () => {
  it('is the socket peer, ignoring X-Forwarded-For, without TRUST_PROXY', () => {
    vi.stubEnv('TRUST_PROXY', '');
    expect(clientIp(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });

  it('takes the entry written by the one trusted proxy, not what the client wrote before it', () => {
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientIp(request('10.0.0.2', 'spoofed-by-client, 198.51.100.7'))).toBe('198.51.100.7');
  });

  it('counts several trusted hops from the right', () => {
    vi.stubEnv('TRUST_PROXY', '2');
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.1'))).toBe('198.51.100.7');
  });

  it('falls back to the peer when a trusted proxy sent no header', () => {
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientIp(request('203.0.113.9'))).toBe('203.0.113.9');
  });

  it('reads an IPv4 client of a dual-stack socket as IPv4', () => {
    vi.stubEnv('TRUST_PROXY', '');
    expect(clientIp(request('::ffff:127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('ipRateLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipRateLimitKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(ipRateLimitKey('2001:db8:77:1::1')).toBe('2001:db8:77:1::/64');
    expect(ipRateLimitKey('2001:0db8:0077:0001:ffff:1:2:3')).toBe('2001:db8:77:1::/64');
    expect(ipRateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipRateLimitKey('2001:db8:77:2::1')).not.toBe(ipRateLimitKey('2001:db8:77:1::1'));
  });
});
