import { describe, expect, it } from "vitest";
import type { LiteralStatement } from "../../db/literal-sql.js";
import type { Database } from "../../db/types.js";
import type { PresentedKey } from "../kiosks/kiosks.service.js";
import type { PreparedSale } from "./sale-batch.js";
import { KioskRefused, SalesWriter } from "./sales-writer.js";

/**
 * The group-commit queue alone, over a stand-in for the database that records each statement's batches and answers
 * when told: which batches share a statement, and what happens when one fails. (The statement itself is tested
 * through HTTP on both engines in device/sales.test.ts.)
 */
interface Batch {
  batch: number;
  kiosk: string;
  sales: { idx: number }[];
}

function fakeDatabase() {
  const calls: { companyId: string; batches: Batch[]; answer(rows: object[] | Error): void }[] = [];
  const database = {
    kind: "postgres",
    queryLiterals: ({ text }: LiteralStatement) =>
      new Promise((resolve, reject) => {
        const [, companyId, json] = /app_ingest_sales\('([^']+)', '(.*)'\)$/s.exec(text) ?? [];
        calls.push({
          companyId: companyId as string,
          batches: JSON.parse((json as string).replaceAll("''", "'")),
          answer: (rows) => (rows instanceof Error ? reject(rows) : resolve(rows)),
        });
      }),
  } as unknown as Database;
  return { database, calls };
}

const key = (companyId: string, kioskId: string): PresentedKey => ({ companyId, kioskId, hash: `hash-${kioskId}` });
const sales = (count: number) => Array.from({ length: count }, (_, idx) => ({ idx }) as PreparedSale);
const accepted = (batches: Batch[]) =>
  batches.flatMap((b) => b.sales.map((s) => ({ batch: b.batch, idx: s.idx, outcome: "accepted", reason: null })));
/** Past the writer's own `setImmediate`, and the promise callbacks after it. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe("SalesWriter", () => {
  it("writes a batch at once when nothing is writing, and gathers the batches that arrive meanwhile", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 3);
    const first = writer.write(key("c1", "k1"), sales(1));
    await settle();
    const later = [writer.write(key("c1", "k2"), sales(1)), writer.write(key("c1", "k3"), sales(2))];
    await settle();
    expect(calls.map((call) => call.batches.map((b) => b.kiosk))).toEqual([["k1"]]);
    calls[0]?.answer(accepted(calls[0].batches));
    expect(await first).toEqual([{ batch: 0, idx: 0, outcome: "accepted", reason: null }]);
    await settle();
    expect(calls.map((call) => call.batches.map((b) => b.kiosk))).toEqual([["k1"], ["k2", "k3"]]);
    calls[1]?.answer(accepted(calls[1].batches));
    expect((await Promise.all(later)).map((rows) => rows.length)).toEqual([1, 2]);
  });

  it("is settled only once every batch handed to it is written: shutting down waits for that", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 1);
    await writer.settled();
    void writer.write(key("c1", "k1"), sales(1));
    let settled = false;
    void writer.settled().then(() => {
      settled = true;
    });
    await settle();
    void writer.write(key("c1", "k2"), sales(1));
    calls[0]?.answer(accepted(calls[0].batches));
    await settle();
    expect(settled).toBe(false); // k2 is being written now
    calls[1]?.answer(accepted(calls[1].batches));
    await settle();
    expect(settled).toBe(true);
  });

  it("gathers the batches read in one turn of the event loop", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 3);
    for (const kiosk of ["k1", "k2", "k3"]) void writer.write(key("c1", kiosk), sales(1));
    await settle();
    expect(calls.map((call) => call.batches.map((b) => b.kiosk))).toEqual([["k1", "k2", "k3"]]);
  });

  it("starts statements side by side only for a backlog worth one, and never mixes companies", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 3);
    void writer.write(key("c1", "k1"), sales(1));
    await settle();
    void writer.write(key("c2", "k9"), sales(1)); // waits: one small batch does not justify a second statement
    await settle();
    expect(calls).toHaveLength(1);
    void writer.write(key("c1", "k2"), sales(30)); // now 31 sales wait
    await settle();
    expect(calls.map((call) => [call.companyId, call.batches.map((b) => b.kiosk)])).toEqual([
      ["c1", ["k1"]],
      ["c2", ["k9"]],
      ["c1", ["k2"]],
    ]);
  });

  it("writes each batch of a failed statement again on its own, so one cannot fail another", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 1);
    void writer.write(key("c1", "k0"), sales(1));
    await settle();
    const good = writer.write(key("c1", "k1"), sales(1));
    const bad = writer.write(key("c1", "k2"), sales(1));
    await settle();
    calls[0]?.answer(accepted(calls[0].batches));
    await settle();
    expect(calls[1]?.batches.map((b) => b.kiosk)).toEqual(["k1", "k2"]);
    calls[1]?.answer(new Error("statement failed"));
    await settle();
    calls[2]?.answer(accepted(calls[2].batches));
    await settle();
    calls[3]?.answer(new Error("k2's own failure"));
    expect(await good).toHaveLength(1);
    await expect(bad).rejects.toThrow("k2's own failure");
    expect(calls.slice(2).map((call) => call.batches.map((b) => b.kiosk))).toEqual([["k1"], ["k2"]]);
  });

  it("sends a statement that lost a deadlock again, whole, and gives up after three tries", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 1);
    const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const answer = async (call: number, rows: (batches: Batch[]) => object[] | Error) => {
      await settle();
      const pending = calls[call];
      if (!pending) throw new Error(`statement ${call} was never sent`);
      pending.answer(rows(pending.batches));
    };
    void writer.write(key("c1", "k0"), sales(1));
    await settle();
    const gathered = [writer.write(key("c1", "k1"), sales(1)), writer.write(key("c1", "k2"), sales(1))];
    await answer(0, accepted);
    await answer(1, deadlock);
    await answer(2, accepted);
    expect((await Promise.all(gathered)).map((rows) => rows.length)).toEqual([1, 1]);
    expect(calls.slice(1).map((call) => call.batches.map((b) => b.kiosk))).toEqual([
      ["k1", "k2"],
      ["k1", "k2"],
    ]);

    const doomed = writer.write(key("c1", "k3"), sales(1));
    for (let call = 3; call < 7; call++) await answer(call, deadlock);
    await expect(doomed).rejects.toThrow("deadlock detected");
    expect(calls).toHaveLength(7); // k3 once and three times again
  });

  it("refuses only the batch whose key is unknown or whose kiosk is disabled", async () => {
    const { database, calls } = fakeDatabase();
    const writer = new SalesWriter(database, 1);
    void writer.write(key("c1", "k0"), sales(1));
    await settle();
    const answers = [
      writer.write(key("c1", "k1"), sales(1)),
      writer.write(key("c1", "k2"), sales(1)),
      writer.write(key("c1", "k3"), sales(1)),
    ];
    await settle();
    calls[0]?.answer(accepted(calls[0].batches));
    await settle();
    calls[1]?.answer([
      { batch: 0, idx: 0, outcome: "accepted", reason: null },
      { batch: 1, idx: -1, outcome: "unauthenticated", reason: null },
      { batch: 2, idx: -1, outcome: "disabled", reason: null },
    ]);
    const [ok, unknown, disabled] = await Promise.allSettled(answers);
    expect(ok).toMatchObject({ status: "fulfilled", value: [{ outcome: "accepted" }] });
    expect(unknown).toMatchObject({ status: "rejected", reason: new KioskRefused("FY401") });
    expect(disabled).toMatchObject({ status: "rejected", reason: new KioskRefused("FY403") });
  });
});
