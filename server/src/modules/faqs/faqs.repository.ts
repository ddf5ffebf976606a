import type { Faq } from "@froyo/contracts";
import { asc, eq } from "drizzle-orm";
import { faqs } from "../../db/schema/index.js";
import type { Tx } from "../../db/types.js";

export async function listFaqs(tx: Tx, companyId: string): Promise<Faq[]> {
  return tx
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.companyId, companyId))
    .orderBy(asc(faqs.position));
}

/** The whole list at once: positions are the entries' order. */
export async function replaceFaqs(tx: Tx, companyId: string, entries: readonly Faq[]): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.companyId, companyId));
  if (entries.length === 0) return;
  await tx
    .insert(faqs)
    .values(
      entries.map((entry, position) => ({ companyId, position, question: entry.question, answer: entry.answer })),
    );
}
