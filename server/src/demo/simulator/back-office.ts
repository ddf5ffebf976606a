import { CookieJar, type HttpAnswer, type HttpRequest, send } from "./http.js";
import { withRetries } from "./retry.js";

/**
 * A company admin's side of the back office, signed in as the web app does it (csrf-cookie, then login with
 * X-XSRF-TOKEN): what the simulator needs to get its kiosks' keys. Every call goes through the public API.
 */

export interface KioskSummary {
  id: string;
  name: string;
  serialNumber: string;
  timezone: string;
  active: boolean;
  /** A kiosk of the demo (the seed's or a simulator's own): the only kind the simulator may re-key and drive. */
  isDemo: boolean;
}

export interface NewKiosk {
  id: string;
  apiKey: string;
  trays: { id: string; position: number; capacity: number }[];
}

export class BackOfficeError extends Error {
  override name = "BackOfficeError";
}

const describe = (answer: HttpAnswer) => `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300) ?? ""}`;

export class BackOffice {
  private readonly cookies = new CookieJar();

  private constructor(readonly companyUrl: URL) {}

  /** Signs in as `email` on the company's host; throws naming the host and the answer when it cannot. */
  static async signIn(companyUrl: URL, email: string, password: string): Promise<BackOffice> {
    const office = new BackOffice(companyUrl);
    await office.call("GET", "/sanctum/csrf-cookie");
    const answer = await office.call("POST", "/auth/login", { email, password });
    if (answer.status >= 300) {
      throw new BackOfficeError(`Could not sign in as ${email} on ${companyUrl.origin}: ${describe(answer)}`);
    }
    return office;
  }

  async listKiosks(): Promise<KioskSummary[]> {
    const kiosks: KioskSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.expect(200, "GET", `/api/kiosks?per_page=100&page=${page}&sort=created_at`);
      const body = answer.body as {
        data: {
          id: string;
          name: string;
          serial_number: string;
          timezone: string;
          active: boolean;
          is_demo?: boolean;
        }[];
        meta: { last_page: number };
      };
      for (const kiosk of body.data) {
        kiosks.push({
          id: kiosk.id,
          name: kiosk.name,
          serialNumber: kiosk.serial_number,
          timezone: kiosk.timezone,
          active: kiosk.active,
          // A server from before the flag lists none: then no kiosk is the simulator's to take.
          isDemo: kiosk.is_demo === true,
        });
      }
      if (page >= body.meta.last_page) return kiosks;
    }
  }

  /** The company's clients who may own a kiosk. */
  async owners(): Promise<{ id: string; email: string }[]> {
    return ((await this.expect(200, "GET", "/api/kiosks/owners")).body as { data: { id: string; email: string }[] })
      .data;
  }

  async createKiosk(input: {
    ownerId: string;
    name: string;
    serialNumber: string;
    address: string;
    timezone: string;
  }): Promise<NewKiosk> {
    const answer = await this.expect(201, "POST", "/api/kiosks", {
      owner_id: input.ownerId,
      name: input.name,
      serial_number: input.serialNumber,
      address: input.address,
      timezone: input.timezone,
      // Marks it the demo's own: later runs (and the embedded demo's live fleet) may re-key and drive it.
      is_demo: true,
    });
    const data = (answer.body as { data: { id: string; api_key: string; trays: NewKiosk["trays"] } }).data;
    return { id: data.id, apiKey: data.api_key, trays: data.trays };
  }

  /** A new key for the kiosk; the old one stops working at once. */
  async rotateKey(kioskId: string): Promise<string> {
    const answer = await this.expect(200, "POST", `/api/kiosks/${kioskId}/key`, {});
    return (answer.body as { data: { api_key: string } }).data.api_key;
  }

  /** Puts a product in a tray and fills it. */
  async stockTray(kioskId: string, trayId: string, productId: string): Promise<void> {
    await this.expect(200, "PATCH", `/api/kiosks/${kioskId}/trays/${trayId}`, { product_id: productId, refill: true });
  }

  /**
   * The company's promo codes that are on, or null when the server lists none at all (an older server without
   * `GET /api/promocodes`, or a role without the right to see them).
   */
  async activePromoCodes(): Promise<string[] | null> {
    const answer = await this.call("GET", "/api/promocodes?per_page=100");
    if (answer.status !== 200) return null;
    const data = (answer.body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return null;
    return data
      .filter((row): row is { code: string; active?: unknown } => typeof row?.code === "string")
      .filter((row) => row.active !== false)
      .map((row) => row.code);
  }

  private async expect(status: number, method: HttpRequest["method"], path: string, body?: unknown) {
    const answer = await this.call(method, path, body);
    if (answer.status !== status) {
      throw new BackOfficeError(`${method} ${this.companyUrl.origin}${path} answered ${describe(answer)}`);
    }
    return answer;
  }

  private async call(method: HttpRequest["method"], path: string, body?: unknown): Promise<HttpAnswer> {
    const answer = await withRetries(
      () => {
        const xsrf = this.cookies.get("XSRF-TOKEN");
        return send(new URL(path, this.companyUrl), {
          method,
          body,
          headers: {
            "x-requested-with": "XMLHttpRequest",
            ...(this.cookies.header() ? { cookie: this.cookies.header() } : {}),
            ...(xsrf && method !== "GET" ? { "x-xsrf-token": xsrf } : {}),
          },
        });
      },
      { attempts: 5 },
    );
    this.cookies.store(answer.headers);
    return answer;
  }
}
