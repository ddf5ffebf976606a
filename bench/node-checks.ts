import { randomBytes } from "node:crypto";
import type { FleetKiosk } from "./ingestion.js";
import { request } from "./server.js";

/**
 * What must behave behind a balancer as on one node, checked through it: each check sends its calls so that every
 * node answers some of them, and fails unless every answer is the one a single node would give.
 */
export interface NodeCheck {
  check: string;
  ok: boolean;
  detail: string;
}

type Answer = Awaited<ReturnType<typeof request>>;

/** A 1×1 PNG: the smallest picture the products form accepts. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const nodesOf = (answers: readonly Answer[]) => new Set(answers.map((answer) => String(answer.headers["x-served-by"])));

/** Why the answers are not all `status`, or undefined when they are. */
function failing(answers: readonly Answer[], status: number): string | undefined {
  const wrong = answers.filter((answer) => answer.status !== status);
  return wrong.length === 0 ? undefined : `${wrong.length} answered ${wrong[0]?.status}, not ${status}`;
}

function verdict(check: string, answers: readonly Answer[], nodes: number, problem: string | undefined): NodeCheck {
  const seen = nodesOf(answers).size;
  const everyNode = seen === nodes ? "" : `only ${seen} of ${nodes} nodes answered; `;
  const detail = `${answers.length} calls, answered by ${seen} node${seen === 1 ? "" : "s"}`;
  return { check, ok: !problem && !everyNode, detail: problem || everyNode ? `${everyNode}${problem ?? ""}` : detail };
}

export async function checkAcrossNodes(
  port: number,
  nodes: number,
  signedIn: { host: string; cookie: string },
  kiosk: FleetKiosk,
): Promise<NodeCheck[]> {
  const { host, cookie } = signedIn;
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "");
  const session = { host, cookie, accept: "application/json" };
  const calls = Math.max(4, nodes * 3);
  const times = <T>(work: (i: number) => Promise<T>) => Promise.all(Array.from({ length: calls }, (_, i) => work(i)));
  const results: NodeCheck[] = [];

  const me = await times(() => request(port, "GET", "/auth/me", session));
  results.push(verdict("a session made on one node is known to all", me, nodes, failing(me, 200)));

  const tray = `/api/kiosks/${kiosk.id}/trays`;
  const kioskTrays = JSON.parse((await request(port, "GET", `/api/kiosks/${kiosk.id}`, session)).text).data.trays as {
    id: string;
    level: number;
  }[];
  const first = kioskTrays[0];
  if (!first) throw new Error("The bench kiosk has no tray");
  const write = (token: string) =>
    request(
      port,
      "PATCH",
      `${tray}/${first.id}`,
      { ...session, "content-type": "application/json", "x-xsrf-token": token },
      JSON.stringify({ level: first.level }),
    );
  const accepted = await times(() => write(xsrf));
  results.push(verdict("its CSRF token is accepted by every node", accepted, nodes, failing(accepted, 200)));
  const refused = await times(() => write(randomBytes(32).toString("base64url")));
  results.push(verdict("a wrong CSRF token is refused (419) by every node", refused, nodes, failing(refused, 419)));

  results.push(await throttleCheck(port, host, nodes));
  results.push(await uploadCheck(port, nodes, session, xsrf, calls));
  results.push(await duplicateSaleCheck(port, host, nodes, kiosk, calls));
  return results;
}

/** Failed sign-ins spread over the nodes add up to one limit: the attempt past it answers 429 on any node. */
async function throttleCheck(port: number, host: string, nodes: number): Promise<NodeCheck> {
  const limit = Number(process.env.LOGIN_MAX_ATTEMPTS_PER_EMAIL ?? 5);
  const email = `nobody-${randomBytes(4).toString("hex")}@demo.example.com`;
  const headers = { host, accept: "application/json", "content-type": "application/json" };
  const csrf = await request(port, "GET", "/sanctum/csrf-cookie", headers);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.cookies.join(";"))?.[1] ?? "";
  const signIn = { ...headers, cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": decodeURIComponent(token) };
  const body = JSON.stringify({ email, password: "not-the-password" });
  const answers: Answer[] = [];
  for (let i = 0; i <= limit; i++) answers.push(await request(port, "POST", "/auth/login", signIn, body));
  const last = answers.at(-1) as Answer;
  const problem =
    failing(answers.slice(0, limit), 422) ??
    (last.status !== 429 || !last.headers["retry-after"]
      ? `attempt ${limit + 1} answered ${last.status} ${last.headers["retry-after"] ?? "without Retry-After"}`
      : undefined);
  return verdict(`${limit} failed sign-ins on any nodes lock the ${limit + 1}th (429)`, answers, nodes, problem);
}

/** A picture uploaded through one node is served by every node (the uploads folder is shared). */
async function uploadCheck(
  port: number,
  nodes: number,
  session: Record<string, string>,
  xsrf: string,
  calls: number,
): Promise<NodeCheck> {
  const boundary = `bench${randomBytes(8).toString("hex")}`;
  const sku = `NODES-${randomBytes(4).toString("hex").toUpperCase()}`;
  const fields = { name: `Node check ${sku}`, sku, category: "Bench", price_cents: "100" };
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="dot.png"\r\ncontent-type: image/png\r\n\r\n`,
  ];
  const body = Buffer.concat([Buffer.from(parts.join("")), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const created = await request(
    port,
    "POST",
    "/api/products",
    { ...session, "content-type": `multipart/form-data; boundary=${boundary}`, "x-xsrf-token": xsrf },
    body,
  );
  if (created.status !== 201 && created.status !== 200) {
    return { check: "an upload is served by every node", ok: false, detail: `upload answered ${created.status}` };
  }
  const picture = JSON.parse(created.text).data.image?.path as string | undefined;
  if (!picture) return { check: "an upload is served by every node", ok: false, detail: "no picture path" };
  const fetched = await Promise.all(
    Array.from({ length: calls }, () => request(port, "GET", picture, { host: session.host as string })),
  );
  return verdict("a picture uploaded through one node is served by every node", fetched, nodes, failing(fetched, 200));
}

/** One new sale sent through every node at once is stored once: one `accepted`, every other answer `duplicate`. */
async function duplicateSaleCheck(
  port: number,
  host: string,
  nodes: number,
  kiosk: FleetKiosk,
  calls: number,
): Promise<NodeCheck> {
  const product = kiosk.products[0];
  if (!product) throw new Error("The bench kiosk has no product");
  const sale = {
    id: `nodes-${randomBytes(6).toString("hex")}`,
    occurred_at: new Date().toISOString(),
    items: [{ product_id: product.id, quantity: 1, unit_price_cents: product.priceCents }],
    subtotal_cents: product.priceCents,
    discount_cents: 0,
    total_cents: product.priceCents,
    payment_method: "card",
  };
  const headers = { host, authorization: `Bearer ${kiosk.apiKey}`, "content-type": "application/json" };
  const body = JSON.stringify({ sales: [sale] });
  const answers = await Promise.all(
    Array.from({ length: calls }, () => request(port, "POST", "/device/v1/sales", headers, body)),
  );
  const outcomes = answers.map((answer) =>
    answer.status === 200 ? (JSON.parse(answer.text).data.results[0]?.status as string) : `HTTP ${answer.status}`,
  );
  const accepted = outcomes.filter((outcome) => outcome === "accepted").length;
  const duplicates = outcomes.filter((outcome) => outcome === "duplicate").length;
  const problem =
    accepted === 1 && duplicates === calls - 1 ? undefined : `${accepted} accepted, ${duplicates} duplicates`;
  return verdict(`one sale sent ${calls} times at once through every node is stored once`, answers, nodes, problem);
}
