/**
 * TRUST_PROXY: which proxies' X-Forwarded-For the gateway believes (Express "trust proxy"),
 * read so that no value lets a client choose its own address.
 */
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import * as yup from 'yup';
import { doc, envText, problemsOf } from '../../common/config-schema.ts';

/**
 * Which proxies' X-Forwarded-For is believed: false (none), a hop count, or the proxies'
 * addresses / CIDR ranges. Never "everyone", which would let a client pick its own address.
 */
type TrustProxy = false | number | string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * The widest ranges TRUST_PROXY takes: an IPv4 /8, and an IPv6 /32 (a whole ISP's
 * allocation; a site's proxies sit within its /48 or /64). Wider ranges hold addresses
 * the operator does not run, whose forwarded header would be believed.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
/** IPv4 as IPv6 (::ffff:a.b.c.d): Express compares IPv4 clients with IPv6 ranges through it. */
const IPV4_MAPPED = { address: '::ffff:0:0', prefix: 96 } as const;

function inIpv6Range(address: string, range: string, prefix: number): boolean {
  const list = new BlockList();
  list.addSubnet(range, prefix, 'ipv6');
  return list.check(address, 'ipv6');
}

/**
 * What is wrong with one TRUST_PROXY entry (an address, a CIDR range or a preset):
 * 'malformed', a sentence for a range too wide to be proxies, or null.
 */
function proxyEntryProblem(entry: string): string | null {
  if (PROXY_PRESETS.has(entry)) return null;
  const [address = '', prefixText, ...extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra.length > 0) return 'malformed';
  if (prefixText === undefined) return null;
  const maxBits = version === 4 ? 32 : 128;
  const bits = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(bits >= 0 && bits <= maxBits)) return 'malformed';
  if (bits === 0) {
    return `TRUST_PROXY "${entry}" would trust every address, so any client could choose its own; list your proxies' addresses or ranges instead`;
  }
  const tooWide = `TRUST_PROXY range "${entry}" is wider than /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6); list your proxies' addresses or narrower ranges`;
  if (version === 4) return bits < WIDEST_PREFIX[4] ? tooWide : null;
  if (bits <= IPV4_MAPPED.prefix && inIpv6Range(IPV4_MAPPED.address, address, bits)) {
    return `TRUST_PROXY range "${entry}" holds every IPv4 address (as ::ffff:0:0/96); list your proxies' addresses or narrower ranges`;
  }
  if (inIpv6Range(address, IPV4_MAPPED.address, IPV4_MAPPED.prefix)) {
    // An IPv4 range written as IPv6 (::ffff:10.0.0.0/104): held to the IPv4 limit.
    return bits - IPV4_MAPPED.prefix < WIDEST_PREFIX[4] ? tooWide : null;
  }
  return bits < WIDEST_PREFIX[6] ? tooWide : null;
}

/** An entry's first and last address as numbers, IPv4 ranges written as IPv6 read as IPv4. */
function spanOf(entry: string): { family: 4 | 6; first: bigint; last: bigint } {
  const [parsed, written] = entry.includes('/')
    ? ipaddr.parseCIDR(entry)
    : ([ipaddr.parse(entry), null] as const);
  const mapped = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress();
  const address = mapped ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  const family = address.kind() === 'ipv4' ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = written === null ? bits : mapped ? written - IPV4_MAPPED.prefix : written;
  const value = address.toByteArray().reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const size = 1n << BigInt(bits - prefix);
  const first = value - (value % size);
  return { family, first, last: first + size - 1n };
}

/** How many addresses of one family the spans cover together, overlaps counted once. */
function coveredBy(spans: { first: bigint; last: bigint }[]): bigint {
  let total = 0n;
  let reached = -1n;
  for (const { first, last } of [...spans].sort((a, b) => (a.first < b.first ? -1 : 1))) {
    if (last <= reached) continue;
    total += last - (first > reached ? first : reached + 1n) + 1n;
    reached = last;
  }
  return total;
}

/**
 * Ranges that are each narrow enough can still add up to trusting the world (all 256 IPv4
 * /8s, one by one): together they may cover at most one widest range. Express's presets
 * are private, unroutable ranges and are not counted.
 */
function togetherTooWide(entries: string[]): string | null {
  const spans = entries.filter((entry) => !PROXY_PRESETS.has(entry)).map(spanOf);
  for (const family of [4, 6] as const) {
    const bits = family === 4 ? 32 : 128;
    const limit = 1n << BigInt(bits - WIDEST_PREFIX[family]);
    if (coveredBy(spans.filter((span) => span.family === family)) > limit) {
      return `TRUST_PROXY's ranges together cover more ${family === 4 ? 'IPv4' : 'IPv6'} addresses than one /${WIDEST_PREFIX[family]}; list your proxies' addresses or narrower ranges`;
    }
  }
  return null;
}

/**
 * TRUST_PROXY: "false"/"0" trusts no proxy; a number trusts that many hops in front of the
 * gateway; otherwise a comma-separated list of proxy addresses, CIDR ranges (at most /8 for
 * IPv4, /32 for IPv6) or Express's presets (loopback, linklocal, uniquelocal). "true" and
 * "everyone" ranges are refused: they would take the leftmost forwarded address, which the
 * client writes itself.
 */
function readTrustProxy(value: string): { trustProxy: TrustProxy; problems: string[] } {
  const lower = value.toLowerCase();
  if (['false', 'off', 'no', '0'].includes(lower)) return { trustProxy: false, problems: [] };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return { trustProxy: hops, problems: [] };
  }
  if (['true', 'on', 'yes'].includes(lower)) {
    return {
      trustProxy: false,
      problems: [
        'TRUST_PROXY must be a hop count (such as 1) or the proxies\' addresses, not "true": trusting every hop lets a client choose its own address',
      ],
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entryProblems = entries.map(proxyEntryProblem);
  if (entries.length === 0 || entryProblems.includes('malformed')) {
    return {
      trustProxy: false,
      problems: [
        `TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${value}"`,
      ],
    };
  }
  const tooWide = entryProblems.filter((problem) => problem !== null);
  if (tooWide.length === 0) {
    const together = togetherTooWide(entries);
    if (together !== null) tooWide.push(together);
  }
  return { trustProxy: tooWide.length > 0 ? false : entries, problems: tooWide };
}

/** The TRUST_PROXY setting: off unless set, every problem with its value listed. */
export function trustProxySetting() {
  return yup
    .mixed<TrustProxy>()
    .label('TRUST_PROXY')
    .transform((_value: unknown, original: unknown) => {
      const value = envText(original);
      return value === undefined ? undefined : readTrustProxy(value).trustProxy;
    })
    .default(false)
    .test({
      name: 'trust-proxy',
      test(this: yup.TestContext) {
        const value = envText(this.originalValue);
        return value === undefined ? true : problemsOf(this, readTrustProxy(value).problems);
      },
    })
    .meta({
      values: 'a hop count (0 to 10), or addresses and CIDR ranges',
      ...doc(
        "proxies in front of the gateway whose `X-Forwarded-For` is believed: a hop count (`1` for one reverse proxy) or a comma-separated list of their addresses / CIDR ranges (`10.0.0.0/8`, `2001:db8:1::/48`, or `loopback`, `linklocal`, `uniquelocal`). A range may be at most a /8 (IPv4) or a /32 (IPv6, a whole ISP's allocation; a site's proxies sit in its /48); `true`, `0.0.0.0/0`, `::/0`, wider ranges and IPv6 ranges holding all of IPv4 (`::ffff:0:0/96`) are refused, and so are ranges that together cover more than one such range. Also moves HOST's default to 127.0.0.1",
        'off',
      ),
    });
}
