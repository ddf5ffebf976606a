import { isExactUtcInstant, SALE_LIST_MESSAGES, SALE_SORT_FIELDS, type SaleSortField } from "@froyo/contracts";
import { fieldError } from "../../lib/http-errors.js";
import { isUuid } from "../../lib/uuid.js";
import type { SaleKey } from "./orders.repository.js";

/**
 * A page's cursor: which way to read from a row (`n`ext or `p`revious), the sort it belongs to and that row's
 * (sort value, id), as base64url JSON. Opaque to callers; checked in full when it comes back (an instant must name a
 * real day and time, as PostgreSQL reads it), so a cursor that was edited or belongs to another sort answers 422,
 * never a database error.
 */
export interface SaleCursor {
  direction: "next" | "prev";
  sort: SaleSortField;
  order: "asc" | "desc";
  key: SaleKey;
}

const INTEGER = /^\d{1,10}$/;

export function encodeCursor(cursor: SaleCursor): string {
  const { direction, sort, order, key } = cursor;
  const fields = [direction === "next" ? "n" : "p", sort, order, key.value, key.id];
  return Buffer.from(JSON.stringify(fields)).toString("base64url");
}

export function decodeCursor(text: string, expected: { sort: SaleSortField; order: "asc" | "desc" }): SaleCursor {
  const bad = () => fieldError("cursor", SALE_LIST_MESSAGES.badCursor);
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(fields) || fields.length !== 5 || !fields.every((field) => typeof field === "string")) {
    throw bad();
  }
  const [direction, sort, order, value, id] = fields as string[];
  if ((direction !== "n" && direction !== "p") || !isUuid(id ?? "")) throw bad();
  if (!(SALE_SORT_FIELDS as readonly string[]).includes(sort ?? "") || (order !== "asc" && order !== "desc")) {
    throw bad();
  }
  if (sort !== expected.sort || order !== expected.order) {
    throw fieldError("cursor", SALE_LIST_MESSAGES.cursorSortMismatch);
  }
  const valid =
    sort === "occurred_at"
      ? isExactUtcInstant(value ?? "")
      : INTEGER.test(value ?? "") && Number(value) <= 2_147_483_647;
  if (!valid) throw bad();
  return {
    direction: direction === "n" ? "next" : "prev",
    sort: sort as SaleSortField,
    order,
    key: { value: value as string, id: id as string },
  };
}
