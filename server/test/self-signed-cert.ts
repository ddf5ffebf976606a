import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/*
 * A self-signed TLS certificate for 127.0.0.1, made in-process: web-push only speaks HTTPS, so the test's push
 * service needs one, and no tool outside Node is assumed. A minimal DER encoder covers the X.509 structure.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
/**
 * A non-negative INTEGER in DER's minimal form: leading zero bytes dropped (OpenSSL refuses them as "illegal
 * padding": a random serial starting 0x00 0x1f… failed one run in 512), one put back when the high bit is set.
 */
function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return tlv(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const octets = (bytes: Buffer) => tlv(0x04, bytes);
const bits = (bytes: Buffer) => tlv(0x03, Buffer.from([0]), bytes);
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14);
  return tlv(0x17, Buffer.from(`${text}Z`));
}

/**
 * A P-256 key and a certificate for 127.0.0.1 (subjectAltName IP) and the given DNS names, valid for a day, in PEM.
 */
export function selfSignedCertificate(dnsNames: string[] = []): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const ecdsaWithSha256 = seq(oid("1.2.840.10045.4.3.2"));
  const name = seq(set(seq(oid("2.5.4.3"), utf8("127.0.0.1"))));
  const now = Date.now();
  const extensions = seq(
    seq(
      oid("2.5.29.17"),
      octets(seq(tlv(0x87, Buffer.from([127, 0, 0, 1])), ...dnsNames.map((dns) => tlv(0x82, Buffer.from(dns))))),
    ),
    seq(oid("2.5.29.19"), octets(seq(tlv(0x01, Buffer.from([0xff]))))),
  );
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(8)),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(3, extensions),
  );
  const certificate = seq(tbs, ecdsaWithSha256, bits(sign("sha256", tbs, privateKey)));
  const pem = certificate
    .toString("base64")
    .match(/.{1,64}/g)
    ?.join("\n");
  return {
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`,
  };
}
