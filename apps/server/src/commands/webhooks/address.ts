// Where a webhook may send: https URLs whose name resolves only to public addresses, unless
// WEBHOOK_ALLOW_PRIVATE is set (development, tests, receivers on the company's own network). The check is
// made when the webhook is created and again before each delivery, and the delivery connects to the very
// address that was checked, so a name that changes its answer in between (DNS rebinding) gains nothing.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../errors.js';

/** A name that does not resolve within this long is `unresolvable`. */
const RESOLVE_LIMIT_MS = 5000;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A name's addresses; injected by tests to play a name that resolves to a private address. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Public unicast only: private, loopback, link-local, unique-local, carrier-grade NAT, multicast,
 * unspecified, reserved, documentation and translation ranges are all refused (ipaddr.js names them);
 * an IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class UnsafeAddressError extends Error {
  constructor(
    readonly code: 'not_https' | 'private_address' | 'unresolvable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'UnsafeAddressError';
  }
}

/** The host of a URL as a name or a bare address (without the brackets of an IPv6 literal). */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * The address to connect to for `url`: the first one its name resolves to, after checking that every one
 * of them is public (unless `allowPrivate`). Throws UnsafeAddressError.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new UnsafeAddressError('not_https', 'must be an https:// URL');
  }
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        resolve(host),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), RESOLVE_LIMIT_MS);
        }),
      ]);
    } catch {
      throw new UnsafeAddressError('unresolvable', `the name ${host} does not resolve`);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new UnsafeAddressError('unresolvable', `the name ${host} does not resolve`);
  }
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      throw new UnsafeAddressError('private_address', `${host} resolves to ${refused.address}, which is not a public address`);
    }
  }
  return addresses[0]!;
}

/** The check made when a webhook is created: a 422 on `url` when it may not be called. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean, resolve: Resolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ValidationError.field('url', 'invalid', 'must be an absolute URL');
  }
  if (url.username !== '' || url.password !== '') throw ValidationError.field('url', 'invalid', 'must not hold credentials');
  try {
    await resolveTarget(url, allowPrivate, resolve);
  } catch (error) {
    if (error instanceof UnsafeAddressError) throw ValidationError.field('url', error.code, error.message);
    throw error;
  }
  return url;
}
