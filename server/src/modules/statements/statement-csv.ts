import type { Statement } from "@froyo/contracts";
import { centsToUnits } from "../../lib/cents.js";
import { CsvNumber, csvLine } from "../../lib/csv.js";

/** A statement's CSV: one line per kiosk, then the royalty, the fee, each adjustment and the amount due. */
export const STATEMENT_CSV_HEADER = [
  "statement",
  "client",
  "month",
  "status",
  "line",
  "kiosk_id",
  "description",
  "gross",
  "discounts",
  "refunds",
  "net",
  "amount",
  "currency",
] as const;

export function statementCsv(statement: Statement): string {
  const units = (cents: number) => new CsvNumber(centsToUnits(cents, statement.currency));
  const line = (
    kind: string,
    description: string,
    figures: { kioskId?: string; gross?: number; discounts?: number; refunds?: number; net?: number; amount?: number },
    month = statement.month,
  ) =>
    csvLine([
      statement.id,
      statement.owner.name,
      month,
      statement.status,
      kind,
      figures.kioskId ?? "",
      description,
      ...[figures.gross, figures.discounts, figures.refunds, figures.net, figures.amount].map((cents) =>
        cents === undefined ? "" : units(cents),
      ),
      statement.currency,
    ]);
  let text = `\uFEFF${csvLine(STATEMENT_CSV_HEADER)}`;
  for (const kiosk of statement.kiosks) {
    text += line("kiosk", kiosk.name, {
      kioskId: kiosk.kiosk_id,
      gross: kiosk.gross_cents,
      discounts: kiosk.discount_cents,
      refunds: kiosk.refunded_cents,
      net: kiosk.net_cents,
    });
  }
  const totals = statement.kiosks.reduce(
    (sum, kiosk) => ({
      gross: sum.gross + kiosk.gross_cents,
      discounts: sum.discounts + kiosk.discount_cents,
      refunds: sum.refunds + kiosk.refunded_cents,
    }),
    { gross: 0, discounts: 0, refunds: 0 },
  );
  text += line("total", "All kiosks", { ...totals, net: statement.net_cents });
  text += line("royalty", `Royalty ${statement.royalty_percent}% of net`, {
    amount: statement.royalty_cents,
  });
  text += line("fee", "Monthly fee", { amount: statement.monthly_fee_cents });
  for (const adjustment of statement.adjustments) {
    text += line("adjustment", adjustment.description, { amount: adjustment.amount_cents }, adjustment.month);
  }
  text += line("amount_due", "Amount due", { amount: statement.amount_due_cents });
  return text;
}
