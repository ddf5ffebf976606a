import { isDeadlock, isForeignKeyViolation } from "../../db/constraint-errors.js";
import { literalSql } from "../../db/literal-sql.js";
import type { Database } from "../../db/types.js";
import type { PresentedKey } from "../kiosks/kiosks.service.js";
import type { PreparedSale } from "./sale-batch.js";

/** Why app_ingest_sales rejects a sale (db/functions/app_ingest_sales.sql). */
export type SaleRefusal =
  | "unknown_product"
  | "id_reused"
  | "bad_time"
  | "before_kiosk"
  | "unknown_promo_code"
  | "promo_not_redeemed"
  | "promo_discount_mismatch";

/** One sale's fate as app_ingest_sales answers it. */
export interface StoredSale {
  idx: number;
  outcome: "accepted" | "duplicate" | "rejected";
  reason: SaleRefusal | null;
}

/** Refused as a whole: the device layer answers 401 (`FY401`) or 403 (`FY403`), as for its other calls. */
export class KioskRefused extends Error {
  constructor(readonly code: "FY401" | "FY403") {
    super(code === "FY401" ? "unknown kiosk key" : "kiosk disabled");
  }
}

interface Submission {
  key: PresentedKey;
  sales: readonly PreparedSale[];
  resolve(stored: StoredSale[]): void;
  reject(error: unknown): void;
}

interface Row {
  batch: number;
  idx: number;
  outcome: StoredSale["outcome"] | "unauthenticated" | "disabled";
  reason: StoredSale["reason"];
}

/** Sales in one call at most (a request carries up to 500); a larger backlog waits for the next call. */
const MAX_SALES_PER_CALL = 2000;
/** Times a statement that lost a deadlock is sent again before its batches fail. */
const MAX_RETRIES = 3;
/** Waiting sales that justify another statement beside those already writing. */
const GATHER_TARGET = 20;

/**
 * Group commit for sales. Each batch a kiosk sends waits for a statement of its own only when one is free; batches
 * that arrive while `maxInFlight` statements are writing are gathered, per company (row-level security scopes a
 * statement to one), into the next `app_ingest_sales` call. So under load one round trip, one plan and one commit
 * serve many kiosks, and with no load a batch is written at once. A batch is answered only when its statement has
 * committed. Should a gathered statement fail, each batch is written again on its own, so one cannot fail another.
 */
export class SalesWriter {
  private readonly waiting: Submission[] = [];
  private inFlight = 0;
  private pumpScheduled = false;
  private readonly settledWaiters: (() => void)[] = [];

  constructor(
    private readonly database: Database,
    private readonly maxInFlight: number,
  ) {}

  write(key: PresentedKey, sales: readonly PreparedSale[]): Promise<StoredSale[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, sales, resolve, reject });
      // After the requests already read in this turn of the event loop have joined the queue: PGlite runs its
      // statement on this thread, so without this each of them would find the queue empty and write alone.
      if (!this.pumpScheduled) {
        this.pumpScheduled = true;
        setImmediate(() => {
          this.pumpScheduled = false;
          this.pump();
        });
      }
    });
  }

  /**
   * Resolves once every batch handed to the writer has been written (or refused). Shutting down waits for it before
   * the database closes: a batch whose kiosk hung up mid-request is still committed, not cut off by a closed pool.
   */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.waiting.length === 0 && this.inFlight === 0 && !this.pumpScheduled;
  }

  private pump(): void {
    while (this.waiting.length > 0 && (this.inFlight === 0 || this.canWriteAlongside())) {
      const group = this.takeGroup();
      this.inFlight += 1;
      void this.flush(group).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
    if (this.isIdle()) for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  /**
   * A statement more alongside those writing, only for a backlog worth one: a few waiting batches are better served
   * gathered into the next statement than by a statement each. Measured with 50 kiosks on PostgreSQL (2 CPUs),
   * against a bare insert loop: one statement at a time gave single sales 43–48% of it and batches of 10 98–111%;
   * always two, 36–38% and 112–122%; up to three beyond 200 waiting sales, 43% and 127%. Since the statement also
   * writes the owners' rollups, stock and costs it takes longer than the server needs to answer and read the next
   * requests, and 50 kiosks sending one sale each never made 200 wait: single sales ran one statement at a time,
   * 19–20% of the loop. Beyond 20 waiting sales, 23–24%; batches of 10 unchanged (88–98%, the runs' spread).
   */
  private canWriteAlongside(): boolean {
    if (this.inFlight >= this.maxInFlight) return false;
    return this.waiting.reduce((sum, submission) => sum + submission.sales.length, 0) >= GATHER_TARGET;
  }

  /** The oldest waiting batch and the batches of its company behind it, up to MAX_SALES_PER_CALL. */
  private takeGroup(): Submission[] {
    const companyId = this.waiting[0]?.key.companyId;
    const group: Submission[] = [];
    let sales = 0;
    for (let i = 0; i < this.waiting.length; ) {
      const submission = this.waiting[i] as Submission;
      const fits = group.length === 0 || sales + submission.sales.length <= MAX_SALES_PER_CALL;
      if (submission.key.companyId === companyId && fits) {
        group.push(submission);
        sales += submission.sales.length;
        this.waiting.splice(i, 1);
      } else {
        i += 1;
      }
    }
    return group;
  }

  private async flush(group: Submission[], retries = 0): Promise<void> {
    let rows: Row[];
    try {
      rows = await this.store(group);
    } catch (error) {
      if (isDeadlock(error) && retries < MAX_RETRIES) {
        // A deadlock with another writer of the same rows (a statement beside this one, a refund, a tray refill),
        // which PostgreSQL ended by cancelling this statement: nothing of it was written, and sent again, whole, it
        // goes through instead of answering its kiosks 500 or being split into a statement per batch.
        await this.flush(group, retries + 1);
      } else if (group.length > 1) {
        for (const submission of group) await this.flush([submission]);
      } else if (isForeignKeyViolation(error) && retries === 0) {
        // A product erased as its first sale arrived: sent again, that sale finds it unknown and is rejected.
        await this.flush(group, 1);
      } else {
        group[0]?.reject(error);
      }
      return;
    }
    group.forEach((submission, batch) => {
      const own = rows.filter((row) => Number(row.batch) === batch);
      const refusal = own.find((row) => row.outcome === "unauthenticated" || row.outcome === "disabled");
      if (refusal) submission.reject(new KioskRefused(refusal.outcome === "disabled" ? "FY403" : "FY401"));
      else submission.resolve(own as StoredSale[]);
    });
  }

  private store(group: readonly Submission[]): Promise<Row[]> {
    const batches = group.map((submission, batch) => ({
      batch,
      kiosk: submission.key.kioskId,
      key_hash: submission.key.hash,
      sales: submission.sales,
    }));
    const companyId = group[0]?.key.companyId as string;
    return this.database.queryLiterals<Row>(
      literalSql`SELECT * FROM app_ingest_sales(${companyId}, ${JSON.stringify(batches)})`,
    );
  }
}
