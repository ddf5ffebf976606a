import type { DeviceSale } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { parseSimulatorArgs, UsageError } from "./args.js";
import type { KioskSummary } from "./back-office.js";
import { chooseKiosks, companyUrl, describeFleetChoice } from "./fleet-setup.js";
import { type HttpAnswer, NetworkError } from "./http.js";
import { Ledger } from "./ledger.js";
import { withRetries } from "./retry.js";
import { TrayStock } from "./tray-stock.js";

const kiosk = (name: string, isDemo = true): KioskSummary => ({
  id: name,
  name,
  serialNumber: name,
  timezone: "UTC",
  active: true,
  isDemo,
});
const answer = (status: number, headers: Record<string, string> = {}): HttpAnswer => ({ status, headers, body: null });

describe("the simulator's command line", () => {
  it("has defaults, reads every option and derives the company hosts", () => {
    const defaults = parseSimulatorArgs([]);
    expect(defaults).toMatchObject({ kiosks: 6, rate: 2, minutes: null, offlineShare: 0.1, hours: "local" });
    const options = parseSimulatorArgs([
      "--kiosks=20",
      "--rate",
      "30",
      "--minutes",
      "0.5",
      "--offline-share",
      "0.2",
      "--duplicate-share",
      "0",
      "--url",
      "http://localhost:4000",
      "--hours",
      "any",
      "--promo-codes",
      "A, B,",
    ]);
    expect(options).toMatchObject({ kiosks: 20, rate: 30, minutes: 0.5, offlineShare: 0.2, duplicateShare: 0 });
    expect(options?.promoCodes).toEqual(["A", "B"]);
    expect(companyUrl(options as NonNullable<typeof options>, "demo").href).toBe("http://demo.localhost:4000/");
    const elsewhere = parseSimulatorArgs(["--url", "https://10.0.0.5:8443", "--domain", "froyo.example.com"]);
    expect(companyUrl(elsewhere as NonNullable<typeof elsewhere>, "acme").href).toBe(
      "https://acme.froyo.example.com:8443/",
    );
    expect(parseSimulatorArgs(["--help"])).toBeNull();
  });

  it("names what is wrong", () => {
    const refused = (args: string[]) => {
      try {
        parseSimulatorArgs(args);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${args.join(" ")}`);
    };
    expect(refused(["--kiosks", "0"])).toBe('--kiosks must be a whole number from 1 to 1000 (got "0").');
    expect(refused(["--kiosks", "2.5"])).toContain("--kiosks must be a whole number");
    expect(refused(["--rate", "fast"])).toContain("--rate must be");
    expect(refused(["--offline-share", "1"])).toContain("--offline-share must be a share from 0 to 0.9");
    expect(refused(["--hours", "night"])).toBe('--hours must be local or any (got "night").');
    expect(refused(["--url", "nope"])).toContain("--url must be a URL");
    expect(refused(["--speed", "3"])).toBe("Unknown option '--speed'. Run with --help for the options.");
  });
});

describe("choosing the simulator's kiosks", () => {
  const fleets = [
    {
      subdomain: "demo",
      kiosks: [kiosk("Union Square"), kiosk("Sim 2"), kiosk("Airport", false), kiosk("Osaka Station"), kiosk("Sim 1")],
    },
    { subdomain: "acme", kiosks: [kiosk("Camden Market"), kiosk("Aldgate", false)] },
  ];

  it("takes each company's demo kiosks first, then its Sim kiosks, then new ones, in turn", () => {
    expect(chooseKiosks(fleets, 7)).toEqual([
      { subdomain: "demo", kiosk: kiosk("Osaka Station") },
      { subdomain: "acme", kiosk: kiosk("Camden Market") },
      { subdomain: "demo", kiosk: kiosk("Union Square") },
      { subdomain: "acme", newSim: 1 },
      { subdomain: "demo", kiosk: kiosk("Sim 1") },
      { subdomain: "acme", newSim: 2 },
      { subdomain: "demo", kiosk: kiosk("Sim 2") },
    ]);
    expect(chooseKiosks(fleets, 9).slice(7)).toEqual([
      { subdomain: "acme", newSim: 3 },
      { subdomain: "demo", newSim: 3 },
    ]);
  });

  it("never takes a kiosk an operator added, whatever its name, and numbers new Sim kiosks after it", () => {
    const operators = [
      { subdomain: "demo", kiosks: [kiosk("Airport", false), kiosk("Sim 4", false)] },
      { subdomain: "acme", kiosks: [] },
    ];
    expect(chooseKiosks(operators, 3)).toEqual([
      { subdomain: "demo", newSim: 5 },
      { subdomain: "acme", newSim: 1 },
      { subdomain: "demo", newSim: 6 },
    ]);
    const chosen = chooseKiosks(fleets, 40).flatMap((choice) => ("kiosk" in choice ? [choice.kiosk.name] : []));
    expect(chosen).not.toContain("Airport");
    expect(chosen).not.toContain("Aldgate");
  });

  it("says what it took and made, that a company had no demo kiosks, and what it left alone", () => {
    const company = { name: "Demo Froyo", kiosks: [kiosk("Airport", false)] };
    expect(describeFleetChoice(company, chooseKiosks([{ subdomain: "demo", ...company }], 2))).toBe(
      "Demo Froyo: 2 kiosks (0 given new API keys, 2 created); it had no demo kiosks (none seeded or made by an " +
        "earlier run); 1 kiosk not of the demo left alone",
    );
  });
});

describe("retrying a call", () => {
  it("waits as long as a 429 asks, backs off after a lost answer, and gives up after its attempts", async () => {
    const answers: (HttpAnswer | Error)[] = [
      answer(429, { "retry-after": "0" }),
      new NetworkError("reset"),
      answer(200),
    ];
    const events = { throttled: 0, lost: 0 };
    const result = await withRetries(
      async () => {
        const next = answers.shift() as HttpAnswer | Error;
        if (next instanceof Error) throw next;
        return next;
      },
      {
        attempts: 5,
        onThrottled: () => {
          events.throttled += 1;
        },
        onNetworkError: () => {
          events.lost += 1;
        },
      },
    );
    expect(result.status).toBe(200);
    expect(events).toEqual({ throttled: 1, lost: 1 });
    const stillBusy = await withRetries(async () => answer(429, { "retry-after": "0" }), { attempts: 2 });
    expect(stillBusy.status).toBe(429);
    await expect(withRetries(() => Promise.reject(new NetworkError("down")), { attempts: 1 })).rejects.toThrow("down");
  });
});

describe("the simulator's ledger", () => {
  it("counts a sale acknowledged once, also by a duplicate after its first answer was lost", () => {
    const ledger = new Ledger();
    ledger.generated("demo", "k1", "a");
    ledger.generated("demo", "k1", "b");
    ledger.answered("k1", "first", { id: "a", status: "accepted" });
    ledger.answered("k1", "deliberate", { id: "a", status: "duplicate" });
    ledger.lost("k1", "b");
    ledger.answered("k1", "retry", { id: "b", status: "duplicate" });
    const check = ledger.check();
    expect(check).toMatchObject({ ok: true, acknowledged: 2, acknowledgedAfterLostAnswer: 1, duplicates: 2 });
    expect(check.storedByKiosk).toEqual(new Map([["k1", 2]]));
  });

  it("fails when a sale is never acknowledged, accepted twice, rejected, or a deliberate re-send is accepted", () => {
    const failing = (record: (ledger: Ledger) => void) => {
      const ledger = new Ledger();
      ledger.generated("demo", "k1", "a");
      record(ledger);
      return ledger.check().ok;
    };
    expect(failing(() => {})).toBe(false);
    expect(
      failing((ledger) => {
        ledger.answered("k1", "first", { id: "a", status: "accepted" });
        ledger.answered("k1", "retry", { id: "a", status: "accepted" });
      }),
    ).toBe(false);
    expect(
      failing((ledger) => ledger.answered("k1", "first", { id: "a", status: "rejected", errors: { id: ["x"] } })),
    ).toBe(false);
    expect(
      failing((ledger) => {
        ledger.answered("k1", "first", { id: "a", status: "accepted" });
        ledger.answered("k1", "deliberate", { id: "a", status: "accepted" });
      }),
    ).toBe(false);
    // A first send answered duplicate: the id was already used (by another run of the kiosk).
    expect(failing((ledger) => ledger.answered("k1", "first", { id: "a", status: "duplicate" }))).toBe(false);
  });
});

describe("a virtual kiosk's tray stock", () => {
  const cup = "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e01";
  const tray = (level: number) => [{ position: 1, product_id: cup, capacity: 10, level }];
  const sale = (quantity: number) =>
    ({ status: "paid", items: [{ product_id: cup, quantity, unit_price_cents: 450 }] }) as unknown as DeviceSale;

  it("sells nothing of a product whose tray is at 0, and a refill or visit at the server raises what it can sell", () => {
    const stock = new TrayStock();
    stock.adopt(tray(2));
    stock.take(sale(2));
    expect(stock.isAvailable(cup)).toBe(false);
    // Its sales reach the server and lower the level there: that is no news, the count stays at 0.
    stock.adopt(tray(1));
    expect(stock.levels()).toEqual([{ position: 1, level: 0 }]);
    expect(stock.isAvailable(cup)).toBe(false);
    // A technician's visit set the level to 9 at the server: stock was added, the kiosk takes it.
    stock.adopt(tray(9));
    expect(stock.levels()).toEqual([{ position: 1, level: 9 }]);
    expect(stock.isAvailable(cup)).toBe(true);
  });

  it("keeps its own count while the server lags behind its sales, and after a heartbeat compares with that", () => {
    const stock = new TrayStock();
    stock.adopt(tray(10));
    stock.take(sale(4));
    stock.adopt(tray(10)); // the sales are not in yet
    expect(stock.levels()).toEqual([{ position: 1, level: 6 }]);
    stock.reported(stock.levels());
    stock.adopt(tray(8)); // above the 6 it reported: someone added stock since
    expect(stock.levels()).toEqual([{ position: 1, level: 8 }]);
  });
});
