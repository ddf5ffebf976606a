import type { PickList, PickListLine, PickListSummary } from "@froyo/contracts";
import { sql } from "drizzle-orm";
import { restockPickListLines, restockPickLists } from "../../db/schema/index.js";
import { queryRows, type Tx } from "../../db/types.js";

/**
 * Pick lists as stored (migration 0018): a snapshot of lines, read back with the status derived from the service
 * visits (done once every kiosk on it has had a visit that finished after it was made). A client reads only the
 * lists whose kiosks are all theirs (`ownerId`).
 */

export interface StoredLine {
  kioskId: string;
  kioskName: string;
  trayId: string;
  position: number;
  productId: string | null;
  productName: string | null;
  expectedLevel: number;
  parLevel: number;
  quantity: number;
}

export async function insertPickList(
  tx: Tx,
  companyId: string,
  list: { id: string; visitAt: Date; createdBy: string | null },
  lines: readonly StoredLine[],
): Promise<void> {
  await tx.insert(restockPickLists).values({ companyId, ...list });
  if (lines.length === 0) return;
  await tx.insert(restockPickListLines).values(lines.map((line) => ({ companyId, pickListId: list.id, ...line })));
}

const ownedOnly = (ownerId: string | undefined) =>
  ownerId
    ? sql`AND NOT EXISTS (SELECT 1 FROM restock_pick_list_lines x
        JOIN kiosks k ON k.company_id = x.company_id AND k.id = x.kiosk_id
        WHERE x.company_id = l.company_id AND x.pick_list_id = l.id AND k.owner_id <> ${ownerId})`
    : sql``;

const headColumns = sql`l.id, l.visit_at, l.created_at, l.created_by, u.name AS created_by_name,
  NOT EXISTS (SELECT 1 FROM (SELECT DISTINCT x.kiosk_id FROM restock_pick_list_lines x
      WHERE x.company_id = l.company_id AND x.pick_list_id = l.id) s
    WHERE NOT EXISTS (SELECT 1 FROM service_visits v
      WHERE v.company_id = l.company_id AND v.kiosk_id = s.kiosk_id AND v.finished_at >= l.created_at)) AS done`;

const instant = (value: unknown) => new Date(value as string | Date).toISOString();

function toHead(row: Record<string, unknown>): Omit<PickList, "kiosks" | "totals"> {
  return {
    id: String(row.id),
    visit_at: instant(row.visit_at),
    status: row.done === true ? "done" : "open",
    created_at: instant(row.created_at),
    created_by:
      row.created_by === null ? null : { id: String(row.created_by), name: String(row.created_by_name ?? "") },
  };
}

/** Newest first, at most `limit`. */
export async function listPickLists(
  tx: Tx,
  companyId: string,
  ownerId: string | undefined,
  limit: number,
): Promise<PickListSummary[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT ${headColumns},
        (SELECT coalesce(sum(x.quantity), 0) FROM restock_pick_list_lines x
          WHERE x.company_id = l.company_id AND x.pick_list_id = l.id) AS units,
        (SELECT coalesce(json_agg(json_build_object('kiosk_id', s.kiosk_id, 'name', s.kiosk_name)
            ORDER BY s.kiosk_name, s.kiosk_id), '[]'::json)
          FROM (SELECT DISTINCT x.kiosk_id, x.kiosk_name FROM restock_pick_list_lines x
            WHERE x.company_id = l.company_id AND x.pick_list_id = l.id) s) AS kiosks
      FROM restock_pick_lists l
      LEFT JOIN users u ON u.company_id = l.company_id AND u.id = l.created_by
      WHERE l.company_id = ${companyId} ${ownedOnly(ownerId)}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    ...toHead(row),
    units: Number(row.units),
    kiosks: (typeof row.kiosks === "string" ? JSON.parse(row.kiosks) : row.kiosks) as PickListSummary["kiosks"],
  }));
}

export async function findPickList(
  tx: Tx,
  companyId: string,
  id: string,
  ownerId: string | undefined,
): Promise<PickList | null> {
  const [head] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT ${headColumns}
      FROM restock_pick_lists l
      LEFT JOIN users u ON u.company_id = l.company_id AND u.id = l.created_by
      WHERE l.company_id = ${companyId} AND l.id = ${id} ${ownedOnly(ownerId)}`,
  );
  if (!head) return null;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT kiosk_id, kiosk_name, tray_id, position, product_id, product_name, expected_level, par_level, quantity
      FROM restock_pick_list_lines
      WHERE company_id = ${companyId} AND pick_list_id = ${id}
      ORDER BY kiosk_name, kiosk_id, position`,
  );
  return { ...toHead(head), ...groupLines(rows.map(toStoredLine)) };
}

function toStoredLine(row: Record<string, unknown>): StoredLine {
  return {
    kioskId: String(row.kiosk_id),
    kioskName: String(row.kiosk_name),
    trayId: String(row.tray_id),
    position: Number(row.position),
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name === null ? null : String(row.product_name),
    expectedLevel: Number(row.expected_level),
    parLevel: Number(row.par_level),
    quantity: Number(row.quantity),
  };
}

/** Lines per kiosk in the given order, and the totals per product (largest first) for loading the van. */
export function groupLines(lines: readonly StoredLine[]): Pick<PickList, "kiosks" | "totals"> {
  const kiosks: PickList["kiosks"] = [];
  const totals = new Map<string, { product_id: string; name: string; quantity: number }>();
  for (const line of lines) {
    if (kiosks.at(-1)?.kiosk_id !== line.kioskId) {
      kiosks.push({ kiosk_id: line.kioskId, name: line.kioskName, lines: [] });
    }
    const kiosk = kiosks.at(-1) as PickList["kiosks"][number];
    const wire: PickListLine = {
      tray_id: line.trayId,
      position: line.position,
      product_id: line.productId,
      product_name: line.productName,
      expected_level: line.expectedLevel,
      par_level: line.parLevel,
      quantity: line.quantity,
    };
    kiosk.lines.push(wire);
    if (line.productId) {
      const total = totals.get(line.productId) ?? {
        product_id: line.productId,
        name: line.productName ?? "",
        quantity: 0,
      };
      total.quantity += line.quantity;
      totals.set(line.productId, total);
    }
  }
  const sorted = [...totals.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
  return { kiosks, totals: sorted };
}
