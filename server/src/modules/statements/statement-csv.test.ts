import type { Statement } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../test/csv.js";
import { statementCsv } from "./statement-csv.js";

const statement: Statement = {
  id: "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f-2026-10",
  month: "2026-10",
  owner: { id: "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f", name: "=Carl, the client", email: "carl@example.com" },
  status: "issued",
  currency: "USD",
  kiosks: [
    {
      kiosk_id: "0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e10",
      name: "Mall",
      gross_cents: 1800,
      discount_cents: 100,
      refunded_cents: 300,
      net_cents: 1400,
    },
  ],
  net_cents: 1400,
  royalty_percent: 6.25,
  royalty_cents: 88,
  monthly_fee_cents: 5000,
  adjustments: [{ month: "2026-09", description: "Refunds of September after its statement", amount_cents: -125 }],
  amount_due_cents: 4963,
  issued_at: "2026-11-02T22:00:00.000Z",
};

describe("statementCsv", () => {
  it("writes each line's amounts in the currency's units, a negative one as a number, and defuses text", () => {
    const csv = statementCsv(statement);
    expect(csv).toContain(",-1.25,USD\r\n");
    const [header, ...lines] = parseCsv(csv);
    expect(header?.[4]).toBe("line");
    expect(lines.map((line) => [line[1], line[2], line[4], ...line.slice(7, 12)])).toEqual([
      ["'=Carl, the client", "2026-10", "kiosk", "18.00", "1.00", "3.00", "14.00", ""],
      ["'=Carl, the client", "2026-10", "total", "18.00", "1.00", "3.00", "14.00", ""],
      ["'=Carl, the client", "2026-10", "royalty", "", "", "", "", "0.88"],
      ["'=Carl, the client", "2026-10", "fee", "", "", "", "", "50.00"],
      ["'=Carl, the client", "2026-09", "adjustment", "", "", "", "", "-1.25"],
      ["'=Carl, the client", "2026-10", "amount_due", "", "", "", "", "49.63"],
    ]);
  });
});
