import type { SaleResult } from "@froyo/contracts";

/**
 * What the simulator did and what the server answered, per company and per sale, so a run checks itself: every
 * generated sale must be acknowledged exactly once (accepted once; after a lost answer, a later `duplicate` also
 * acknowledges it), and every deliberate re-send must be answered `duplicate`.
 */

/** Why a sale goes out: its first send, a send after an earlier one got no answer, or a deliberate re-send. */
export type SendKind = "first" | "retry" | "deliberate";

export interface CompanyTally {
  name: string;
  kiosks: number;
  generated: number;
  sent: number;
  retriedSends: number;
  deliberateSends: number;
  accepted: number;
  duplicates: number;
  deliberateDuplicates: number;
  retriedDuplicates: number;
  rejected: number;
  rejections: Map<string, number>;
  /** Orders that could not be made: every cup's tray was empty (until a refill). */
  soldOut: number;
  /** Sales buffered while offline and handed in afterwards. */
  replayed: number;
  heartbeats: number;
  catalogReads: number;
  catalogNotModified: number;
  redeemed: number;
  redeemRefusals: Map<string, number>;
  released: number;
  throttled: number;
  networkErrors: number;
  /** Unexpected answers to other calls (a heartbeat refused, a server error), by what they said. */
  problems: Map<string, number>;
  /** Why a company got no redemptions, when it got none. */
  promoNote: string | null;
}

interface SaleRecord {
  company: string;
  kioskId: string;
  accepted: number;
  duplicates: number;
  rejected: number;
  lostAnswers: number;
  /** Answers that break the rules: a deliberate re-send accepted, a first send answered duplicate. */
  surprises: number;
}

const newTally = (name: string): CompanyTally => ({
  name,
  kiosks: 0,
  generated: 0,
  sent: 0,
  retriedSends: 0,
  deliberateSends: 0,
  accepted: 0,
  duplicates: 0,
  deliberateDuplicates: 0,
  retriedDuplicates: 0,
  rejected: 0,
  rejections: new Map(),
  soldOut: 0,
  replayed: 0,
  heartbeats: 0,
  catalogReads: 0,
  catalogNotModified: 0,
  redeemed: 0,
  redeemRefusals: new Map(),
  released: 0,
  throttled: 0,
  networkErrors: 0,
  problems: new Map(),
  promoNote: null,
});

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export interface SelfCheck {
  ok: boolean;
  generated: number;
  /** Sales with exactly one acknowledgement. */
  acknowledged: number;
  /** Of those, acknowledged by a `duplicate` after the answer to the send that stored them was lost. */
  acknowledgedAfterLostAnswer: number;
  unacknowledged: number;
  acceptedTwice: number;
  rejected: number;
  surprises: number;
  duplicates: number;
  deliberateDuplicates: number;
  retriedDuplicates: number;
  /** Sales stored per kiosk, as far as the answers tell: what the database must hold. */
  storedByKiosk: Map<string, number>;
}

export class Ledger {
  readonly companies = new Map<string, CompanyTally>();
  private readonly sales = new Map<string, SaleRecord>();

  company(subdomain: string, name = subdomain): CompanyTally {
    let tally = this.companies.get(subdomain);
    if (!tally) {
      tally = newTally(name);
      this.companies.set(subdomain, tally);
    }
    return tally;
  }

  generated(company: string, kioskId: string, saleId: string): void {
    this.company(company).generated += 1;
    const record = { company, kioskId, accepted: 0, duplicates: 0, rejected: 0, lostAnswers: 0, surprises: 0 };
    this.sales.set(`${kioskId} ${saleId}`, record);
  }

  sent(company: string, kind: SendKind): void {
    const tally = this.company(company);
    tally.sent += 1;
    if (kind === "retry") tally.retriedSends += 1;
    if (kind === "deliberate") tally.deliberateSends += 1;
  }

  /** The send got no answer: the sale may or may not be stored, and its next send is a retry. */
  lost(kioskId: string, saleId: string): void {
    const record = this.sales.get(`${kioskId} ${saleId}`);
    if (record) record.lostAnswers += 1;
  }

  answered(kioskId: string, kind: SendKind, result: SaleResult): void {
    const record = this.sales.get(`${kioskId} ${result.id}`);
    if (!record) throw new Error(`An answer for a sale never sent: ${kioskId} ${result.id}`);
    const tally = this.company(record.company);
    if (result.status === "accepted") {
      tally.accepted += 1;
      record.accepted += 1;
      if (kind === "deliberate") record.surprises += 1;
    } else if (result.status === "duplicate") {
      tally.duplicates += 1;
      record.duplicates += 1;
      if (kind === "deliberate") tally.deliberateDuplicates += 1;
      else if (kind === "retry") tally.retriedDuplicates += 1;
      else record.surprises += 1;
    } else {
      tally.rejected += 1;
      record.rejected += 1;
      const reasons = Object.entries(result.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(" ")}`);
      bump(tally.rejections, reasons.join("; ") || "no reason given");
    }
  }

  redemptionRefused(company: string, reason: string): void {
    bump(this.company(company).redeemRefusals, reason);
  }

  problem(company: string, what: string): void {
    bump(this.company(company).problems, what);
  }

  check(): SelfCheck {
    const check: SelfCheck = {
      ok: true,
      generated: this.sales.size,
      acknowledged: 0,
      acknowledgedAfterLostAnswer: 0,
      unacknowledged: 0,
      acceptedTwice: 0,
      rejected: 0,
      surprises: 0,
      duplicates: 0,
      deliberateDuplicates: 0,
      retriedDuplicates: 0,
      storedByKiosk: new Map(),
    };
    for (const record of this.sales.values()) {
      const afterLostAnswer = record.accepted === 0 && record.duplicates > 0 && record.lostAnswers > 0;
      if (record.accepted === 1 || afterLostAnswer) {
        check.acknowledged += 1;
        if (afterLostAnswer) check.acknowledgedAfterLostAnswer += 1;
        check.storedByKiosk.set(record.kioskId, (check.storedByKiosk.get(record.kioskId) ?? 0) + 1);
      } else if (record.accepted > 1) check.acceptedTwice += 1;
      else check.unacknowledged += 1;
      if (record.rejected > 0) check.rejected += 1;
      check.surprises += record.surprises;
    }
    for (const tally of this.companies.values()) {
      check.duplicates += tally.duplicates;
      check.deliberateDuplicates += tally.deliberateDuplicates;
      check.retriedDuplicates += tally.retriedDuplicates;
    }
    check.ok =
      check.acknowledged === check.generated &&
      check.rejected === 0 &&
      check.surprises === 0 &&
      check.duplicates === check.deliberateDuplicates + check.retriedDuplicates;
    return check;
  }
}
