// Where the service may send a request of its own (webhooks, push endpoints): https URLs whose name resolves
// only to public addresses, unless the caller allows private ones (WEBHOOK_ALLOW_PRIVATE: development, tests,
// receivers on the company's own network). The check is made when the target is registered and again before
// each request, and the request connects to the very address that was checked, so a name that changes its
// answer in between (DNS rebinding) gains nothing. The one module for every outgoing target.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A name that does not resolve within this long is `unresolvable`. */
const RESOLVE_LIMIT_MS = 5000;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A name's addresses; injected by tests to play a name that resolves to a private address. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** IPv6 ranges that carry an IPv4 address (or stand for one): the address inside decides, so they are refused. */
const EMBEDDED_IPV4_RANGES = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

/**
 * Public unicast only: private, loopback, link-local, unique-local, carrier-grade NAT, multicast,
 * unspecified, reserved, documentation and translation ranges are all refused (ipaddr.js names them). So is
 * every IPv6 form that embeds an IPv4 address, whatever that address: IPv4-compatible (`::/96`, deprecated;
 * URLs write `[::127.0.0.1]` as `[::7f00:1]`), IPv4-mapped (`::ffff:0:0/96`), IPv4-translated, NAT64
 * (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`) and Teredo (`2001::/32`): the network may route them
 * to the IPv4 address inside, which is what a check must not be blind to.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::/96: the first six 16-bit parts are zero (IPv4-compatible, and :: and ::1 with them).
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
    if (EMBEDDED_IPV4_RANGES.has(v6.range())) return false;
    return v6.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
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
