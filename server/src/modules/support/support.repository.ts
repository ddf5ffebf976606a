import type { SupportTicket } from "@froyo/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import { supportTickets } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export type SupportTicketRow = typeof supportTickets.$inferSelect;

export function toSupportTicket(row: SupportTicketRow): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export async function insertSupportTicket(
  tx: Tx,
  values: { companyId: string; authorId: string; subject: string; category: string; message: string },
): Promise<SupportTicketRow> {
  const [row] = await tx.insert(supportTickets).values(values).returning();
  if (!row) throw new Error("The support ticket was not inserted.");
  return row;
}

const ofAuthor = (companyId: string, authorId: string) =>
  and(eq(supportTickets.companyId, companyId), eq(supportTickets.authorId, authorId));

/** Newest first; ids are time-ordered (UUID v7), so they break ties in the same order. */
export async function listAuthorTickets(
  tx: Tx,
  companyId: string,
  authorId: string,
  page: { offset: number; limit: number },
): Promise<SupportTicketRow[]> {
  return tx
    .select()
    .from(supportTickets)
    .where(ofAuthor(companyId, authorId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuthorTickets(tx: Tx, companyId: string, authorId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(supportTickets).where(ofAuthor(companyId, authorId));
  return Number(row?.total ?? 0);
}
