import { REDEEM_MESSAGES } from "@froyo/contracts";
import { pick, type Random } from "../random.js";

/** The promo codes a company's kiosks offer, shared by them: a code the server calls unknown is dropped for all. */
export class PromoBook {
  private readonly codes: string[];

  constructor(codes: readonly string[]) {
    this.codes = [...new Set(codes)];
  }

  get size(): number {
    return this.codes.length;
  }

  pick(random: Random): string | null {
    return this.codes.length > 0 ? pick(random, this.codes) : null;
  }

  /** Learns from a refusal: an unknown code will never work here. */
  refused(code: string, reason: string): void {
    if (reason !== REDEEM_MESSAGES.unknown) return;
    const index = this.codes.indexOf(code);
    if (index >= 0) this.codes.splice(index, 1);
  }
}
