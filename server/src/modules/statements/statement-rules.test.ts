import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  daysOf,
  issueInstant,
  monthAt,
  parseStatementId,
  previousMonth,
  royaltyOf,
  statementIdOf,
} from "./statement-rules.js";

describe("statement rules", () => {
  it("rounds the royalty half away from zero, exactly, for any net", () => {
    expect(royaltyOf(1400, 625)).toBe(88); // 87.5
    expect(royaltyOf(-1400, 625)).toBe(-88);
    expect(royaltyOf(1399, 625)).toBe(87); // 87.4375
    expect(royaltyOf(0, 10_000)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), fc.integer({ min: 0, max: 10_000 }), (net, bp) => {
        const exact = (BigInt(net) * BigInt(bp) * 2n) / 10_000n; // twice the royalty, truncated
        const royalty = BigInt(royaltyOf(net, bp));
        // Within half a cent of the exact royalty, ties away from zero.
        expect(royalty * 2n - exact >= -1n && royalty * 2n - exact <= 1n).toBe(true);
      }),
    );
  });

  it("names a statement by its client and month, and reads the name back", () => {
    const owner = "0190F0C2-6A8B-7C3D-9E4F-5A6B7C8D9E0F";
    const id = statementIdOf(owner, "2026-10");
    expect(id).toBe("0190f0c2-6a8b-7c3d-9e4f-5a6b7c8d9e0f-2026-10");
    expect(parseStatementId(id)).toEqual({ ownerId: owner.toLowerCase(), month: "2026-10" });
    for (const bad of ["", `${id}x`, id.replace("2026-10", "2026-13"), id.replace("-2026", "_2026"), "x".repeat(44)]) {
      expect(parseStatementId(bad), bad).toBeNull();
    }
  });

  it("issues a month at 22:00 on the 2nd of the next, in the company's zone", () => {
    expect(new Date(issueInstant("2026-10", "UTC")).toISOString()).toBe("2026-11-02T22:00:00.000Z");
    expect(new Date(issueInstant("2026-12", "Asia/Tokyo")).toISOString()).toBe("2027-01-02T13:00:00.000Z");
    expect(new Date(issueInstant("2026-10", "America/Los_Angeles")).toISOString()).toBe("2026-11-03T06:00:00.000Z");
    expect(monthAt(Date.parse("2026-10-31T23:30:00Z"), "Asia/Tokyo")).toBe("2026-11");
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(daysOf("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
  });
});
