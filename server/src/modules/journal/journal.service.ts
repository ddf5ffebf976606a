import type { JournalQuery } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { centsToUnits } from "../../lib/cents.js";
import { csvLine } from "../../lib/csv.js";
import { companyCurrencyAndZone } from "../analytics/analytics.service.js";
import { listJournal } from "./journal.repository.js";

/**
 * The journal's columns (decision 043). The first five are what bank-statement imports read: Xero's (`*Date`,
 * `*Amount`, `Payee`, `Description`, `Reference`, matched by name) and QuickBooks Online's "Upload from file" (Date,
 * Description, Amount, chosen in its column mapping); the rest carry the line's make-up for a manual journal (Xero's
 * manual journal import, QuickBooks' journal entry import: gross to sales, discounts and refunds to their contra
 * accounts, cost to cost of goods sold). Amount is the net: what the day's sales of that kiosk and payment method
 * brought in.
 */
export const JOURNAL_CSV_HEADER = [
  "Date",
  "Amount",
  "Payee",
  "Description",
  "Reference",
  "Kiosk ID",
  "Payment method",
  "Currency",
  "Gross",
  "Discounts",
  "Refunds",
  "Net",
  "Cost",
] as const;

export type JournalService = ReturnType<typeof createJournalService>;

export function createJournalService(options: { database: Database }) {
  const { database } = options;

  /** The CSV text of a range (the route lets in the company's staff only: a client sees no company books). */
  async function journalCsv(scope: Scope, query: JournalQuery): Promise<string> {
    const { rows, currency } = await database.withTenant(scope.companyId, async (tx) => ({
      rows: await listJournal(tx, scope.companyId, query.from, query.to),
      currency: (await companyCurrencyAndZone(tx, scope.companyId)).currency,
    }));
    const units = (cents: number) => centsToUnits(cents, currency);
    let text = `\uFEFF${csvLine(JOURNAL_CSV_HEADER)}`;
    for (const row of rows) {
      const net = row.grossCents - row.discountCents - row.refundedCents;
      text += csvLine([
        row.localDate,
        units(net),
        row.kioskName,
        `Sales ${row.localDate} ${row.kioskName} (${row.paymentMethod})`,
        `${row.localDate}/${row.kioskId.slice(-12)}/${row.paymentMethod}`,
        row.kioskId,
        row.paymentMethod,
        currency,
        units(row.grossCents),
        units(row.discountCents),
        units(row.refundedCents),
        units(net),
        units(row.costCents),
      ]);
    }
    return text;
  }

  return { journalCsv };
}
