import type { Catalog, DeviceSale, Heartbeat, RedeemInput, ReleaseInput } from "@froyo/contracts";
import { type HttpAnswer, send, type Transport } from "./http.js";

/** A kiosk's side of `/device/v1`: every call carries its bearer key and nothing else (no cookie, no CSRF token). */
export class DeviceApi {
  constructor(
    private readonly baseUrl: URL,
    private readonly apiKey: string,
    private readonly transport: Transport = send,
  ) {}

  catalog(etag?: string): Promise<HttpAnswer> {
    return this.call("GET", "/catalog", undefined, etag ? { "if-none-match": etag } : {});
  }

  heartbeat(body: Heartbeat): Promise<HttpAnswer> {
    return this.call("POST", "/heartbeat", body);
  }

  sales(sales: readonly DeviceSale[]): Promise<HttpAnswer> {
    return this.call("POST", "/sales", { sales });
  }

  redeem(body: RedeemInput): Promise<HttpAnswer> {
    return this.call("POST", "/promocodes/redeem", body);
  }

  release(body: ReleaseInput): Promise<HttpAnswer> {
    return this.call("POST", "/promocodes/release", body);
  }

  private call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.transport(new URL(`/device/v1${path}`, this.baseUrl), {
      method,
      body,
      headers: { authorization: `Bearer ${this.apiKey}`, ...headers },
    });
  }
}

export const catalogOf = (answer: HttpAnswer) => (answer.body as { data: Catalog }).data;

/** The first field message of a 422 (`{message, errors: {field: [message]}}`), else the status. */
export function refusalOf(answer: HttpAnswer): string {
  const body = answer.body as { message?: string; errors?: Record<string, string[]> } | null;
  const first = Object.values(body?.errors ?? {})[0]?.[0];
  return first ?? body?.message ?? `HTTP ${answer.status}`;
}
