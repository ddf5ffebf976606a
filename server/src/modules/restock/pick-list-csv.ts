import type { PickList } from "@froyo/contracts";
import { csvLine } from "../../lib/csv.js";

/**
 * A pick list as CSV (RFC 4180, CRLF, a BOM so spreadsheets read UTF-8): one row per line, a blank row, then the
 * totals per product. Cells go through csvField, so a product named "=HYPERLINK(…)" stays text.
 */
export function pickListCsv(list: PickList): string {
  const rows = [
    csvLine(["kiosk_id", "kiosk", "position", "product_id", "product", "expected_level", "par_level", "quantity"]),
  ];
  for (const kiosk of list.kiosks) {
    for (const line of kiosk.lines) {
      rows.push(
        csvLine([
          kiosk.kiosk_id,
          kiosk.name,
          line.position,
          line.product_id,
          line.product_name,
          line.expected_level,
          line.par_level,
          line.quantity,
        ]),
      );
    }
  }
  rows.push(csvLine([]), csvLine(["product_id", "product", "total_quantity"]));
  for (const total of list.totals) rows.push(csvLine([total.product_id, total.name, total.quantity]));
  return `\uFEFF${rows.join("")}`;
}

/** Only digits, letters and dashes: the visit's UTC day and the list's short id, never a user's text. */
export function pickListFilename(list: Pick<PickList, "id" | "visit_at">): string {
  return `pick-list-${list.visit_at.slice(0, 10)}-${list.id.slice(0, 8)}.csv`;
}
