// Which push endpoints we send to (docs/rules/notifications.md "Push"): an `https:` URL on the
// default port of a host whose every address is public. Checked when a subscription is saved
// and again at each send, on the address actually connected to (a DNS answer may change), so
// nobody can turn the server into a request forwarder towards our own network.
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an IP address is one of the public internet's. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4-mapped address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

export const PUSH_ENDPOINT_REFUSED =
  'This push address cannot be used: it must be an https address of a public push service.';

export class PushEndpointError extends Error {
  constructor(message = PUSH_ENDPOINT_REFUSED) {
    super(message);
  }
}

export interface EndpointPolicy {
  /**
   * Origins exempt from the rules (PUSH_ENDPOINT_ALLOWLIST: a test's local push service, a
   * self-hosted relay). Empty in a normal deployment.
   */
  allowedOrigins: readonly string[];
}

/** The endpoint parsed, or PushEndpointError; `exempt` when its origin is allow-listed. */
export function parseEndpoint(
  endpoint: string,
  policy: EndpointPolicy,
): { url: URL; exempt: boolean } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointError();
  }
  if (policy.allowedOrigins.includes(url.origin)) return { url, exempt: true };
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) {
    throw new PushEndpointError();
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host)) throw new PushEndpointError();
  if (!net.isIP(host) && !host.includes('.')) throw new PushEndpointError();
  return { url, exempt: false };
}

/** The check at save: every address the host resolves to must be public. */
export async function checkEndpoint(endpoint: string, policy: EndpointPolicy): Promise<void> {
  const { url, exempt } = parseEndpoint(endpoint, policy);
  if (exempt) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new PushEndpointError('This push service cannot be reached. Try again later.');
  }
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
    throw new PushEndpointError();
  }
}

/**
 * A `lookup` for http(s).request that refuses a non-public answer: the check at use, on the
 * very address the socket connects to.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) {
      return callback(new PushEndpointError(), '', 0);
    }
    if ((options as dns.LookupOptions).all) {
      (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return;
    }
    const first = list[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  });
};
