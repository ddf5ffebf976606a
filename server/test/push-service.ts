import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { Agent, createServer, type Server } from "node:https";
import { selfSignedCertificate } from "./self-signed-cert.js";

/** One push as the push service received it: the VAPID claims it checked, and the payload it decrypted. */
export interface ReceivedPush {
  endpointId: string;
  vapidPublicKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  payload: unknown;
}

/** A browser's subscription: what `PushSubscription.toJSON()` gives, and the private half only the browser holds. */
interface Browser {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
  /** What this endpoint answers (201 accepted; 404/410 gone). */
  status: number;
}

const b64 = (bytes: Buffer) => bytes.toString("base64url");

/** The push service's public name: a browser's endpoint must name a public host on port 443 (decision 022). */
export const PUSH_SERVICE_HOST = "push.froyo.test";

/**
 * A push service on 127.0.0.1 over HTTPS, as the browsers' are: it refuses a push whose VAPID JWT is not an ES256
 * signature by the key in `k=` for its own origin (RFC 8292), and decrypts the aes128gcm body (RFC 8188) with the
 * browser's private key and auth secret (RFC 8291), so a test reads exactly what a service worker would. Its
 * endpoints read `https://push.froyo.test/push/<id>`, as a real service's would; `agent` (the app's test-only
 * `testPushAgent`) connects that name to the local port. `connections` counts every TCP connection it accepted.
 */
export async function startPushService() {
  const tls = selfSignedCertificate([PUSH_SERVICE_HOST]);
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const browser = browsers.get(request.url?.replace("/push/", "") ?? "");
      try {
        if (!browser) throw new Error(`unknown endpoint ${request.url}`);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const { claims, key } = checkVapid(String(request.headers.authorization ?? ""), origin);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString("utf8"));
        if (browser.status < 300) {
          received.push({
            endpointId: browser.id,
            vapidPublicKey: key,
            claims,
            ttl: request.headers.ttl as string,
            payload,
          });
        }
        response.writeHead(browser.status).end();
      } catch (error) {
        refused.push((error as Error).message);
        response.writeHead(400).end((error as Error).message);
      }
    });
  });
  let connections = 0;
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  origin = `https://${PUSH_SERVICE_HOST}`;

  /** Trusts this service's certificate, and takes connections for its name (port 443) to its local port. */
  class LocalPushAgent extends Agent {
    override createConnection(...[options, callback]: Parameters<Agent["createConnection"]>) {
      const local = { ...options, host: "127.0.0.1", port, servername: PUSH_SERVICE_HOST };
      return super.createConnection(local as typeof options, callback);
    }
  }

  return {
    received,
    /** Pushes this service refused (a bad signature, a body it could not decrypt): a test expects none. */
    refused,
    /** The local port, for a test that aims at it directly (an endpoint the app must refuse). */
    port,
    connections: () => connections,
    /** The agent the app must use (`testPushAgent`) to reach this service. */
    agent: new LocalPushAgent({ ca: tls.cert }),
    /** A new browser subscription, as the web app would POST it. */
    subscribe() {
      const browser: Browser = { id: randomUUID(), ecdh: createECDH("prime256v1"), auth: randomBytes(16), status: 201 };
      browser.ecdh.generateKeys();
      browsers.set(browser.id, browser);
      return {
        id: browser.id,
        json: {
          endpoint: `${origin}/push/${browser.id}`,
          expirationTime: null,
          keys: { p256dh: b64(browser.ecdh.getPublicKey()), auth: b64(browser.auth) },
        },
        /** From now on this endpoint answers `status` (410: the browser unsubscribed). */
        answer(status: number) {
          browser.status = status;
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: the JWT must be ES256-signed by k, for this origin, unexpired. */
function checkVapid(header: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = "", key = ""] = match;
  const [head = "", body = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("exp out of range");
  return { claims, key };
}

/**
 * RFC 8291 on top of RFC 8188: the header holds the salt, the record size and the sender's ephemeral public key;
 * the content key and nonce come from the ECDH secret and the auth secret through two HKDFs.
 */
function decrypt(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}
