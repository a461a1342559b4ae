import { z } from 'zod';

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/**
 * The visitor's address as our own proxies saw it. Each trusted proxy appends its peer to X-Forwarded-For,
 * and Next fills an absent header with the socket's peer, so the visitor is hop `trustedHops` counted from
 * the right; every hop left of it is whatever the client wrote and is never believed. X-Real-IP is not
 * read: a client can send it too. A hop that is not an IP address gives null (the geo default applies).
 */
export function clientIpOf(headers: { get(name: string): string | null }, trustedHops: number): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return null;
  const hop = hops[Math.max(0, hops.length - Math.max(1, trustedHops))];
  return ipAddress.safeParse(hop).success ? hop : null;
}
