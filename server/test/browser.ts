import type { FastifyInstance, LightMyRequestResponse } from "fastify";

type Body = Record<string, unknown> | string | undefined;

/**
 * A cookie-keeping client on one host, like a browser tab on a subdomain: cookies are host-only, and before
 * state-changing calls it sends X-XSRF-TOKEN from the XSRF-TOKEN cookie, as the web app does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: Body, extraHeaders = {}) {
    const xsrf = this.cookies.get("XSRF-TOKEN");
    const response = await this.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(xsrf && method !== "GET" ? { "x-xsrf-token": xsrf } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...this.headers,
        ...extraHeaders,
      },
      payload: typeof body === "string" ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(response);
    return response;
  }

  get(url: string, headers = {}) {
    return this.request("GET", url, undefined, headers);
  }

  post(url: string, body?: Body, headers = {}) {
    return this.request("POST", url, body, headers);
  }

  async csrf() {
    return this.get("/sanctum/csrf-cookie");
  }

  /** csrf-cookie then login, as the web app does. */
  async signIn(email: string, password = "demo-password") {
    await this.csrf();
    return this.post("/auth/login", { email, password });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
