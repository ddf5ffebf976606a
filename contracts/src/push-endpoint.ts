/**
 * Which push endpoints the server may POST to (decision 022). An endpoint is a URL a user chooses, so without these
 * rules the server would send requests into its own network (SSRF) and delete the subscription on 404/410, telling
 * the user what answered there. Pure functions: the subscription schema checks what the URL says, and the server
 * checks every address a name resolves to when it connects (server/src/modules/notifications/delivery/push-agent.ts).
 */

const PRIVATE_IPV4: [number, number][] = [
  [0x00000000, 8], // "this network", unspecified
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata services live here)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation
  [0xcb007100, 24], // documentation
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

function isPublicIpv4(bytes: number[]): boolean {
  const value = bytes.reduce((sum, byte) => sum * 256 + byte, 0);
  return !PRIVATE_IPV4.some(([network, bits]) => Math.floor(value / 2 ** (32 - bits)) === network / 2 ** (32 - bits));
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(text: string): number[] | null {
  let value = text.toLowerCase().replace(/%.*$/, "");
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (dotted) {
    const bytes = ipv4Bytes(dotted[2] ?? "");
    if (!bytes) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    value = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = value.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

function isPublicIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const v4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  const firstFive = g0 | g1 | g2 | g3 | g4;
  // ::, ::1, IPv4-compatible (::a.b.c.d) and IPv4-mapped (::ffff:a.b.c.d): what the IPv4 address is.
  if (firstFive === 0 && (g5 === 0 || g5 === 0xffff)) return g5 === 0xffff || g6 !== 0 ? isPublicIpv4(v4) : false;
  if (g0 === 0) return false; // the rest of ::/16 is reserved
  if (g0 === 0x64 && g1 === 0xff9b && (g2 | g3 | g4 | g5) === 0) return isPublicIpv4(v4); // NAT64
  if (g0 === 0x2002) return isPublicIpv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff]); // 6to4
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return false; // link-local, old site-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x0100 && (g1 | g2 | g3) === 0) return false; // discard
  return true;
}

/** False for loopback, private, link-local, unique-local, multicast, unspecified and other special addresses. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Bytes(address);
  if (v4) return isPublicIpv4(v4);
  const v6 = ipv6Groups(address);
  return v6 !== null && isPublicIpv6(v6);
}

/** True when `host` (a URL's hostname, IPv6 in brackets) is an IP address rather than a name. */
export function isIpLiteral(host: string): boolean {
  return ipv4Bytes(host) !== null || (host.startsWith("[") && ipv6Groups(host.slice(1, -1)) !== null);
}

export const PUSH_ENDPOINT_MESSAGES = {
  notPublic: "The endpoint must be the address of a public push service.",
  port: "The endpoint must use the standard https port.",
} as const;

/**
 * What is wrong with a push endpoint's URL on its face, or null: an IP literal that is not public, a name that is
 * local by definition (localhost, a single label such as `intranet`), a port other than 443. Names are checked
 * again, by the addresses they resolve to, each time the server connects. A URL that does not parse answers null
 * (the schema's own URL check reports it).
 */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (url.port !== "" && url.port !== "443") return PUSH_ENDPOINT_MESSAGES.port;
  if (isIpLiteral(host)) return isPublicAddress(host.replace(/^\[|\]$/g, "")) ? null : PUSH_ENDPOINT_MESSAGES.notPublic;
  if (!host.includes(".") || host === "localhost" || host.endsWith(".localhost"))
    return PUSH_ENDPOINT_MESSAGES.notPublic;
  return null;
}
