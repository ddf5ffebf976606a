import { describe, expect, it } from "vitest";
import { addMonths, isMonth, issueDay, monthChoices, monthOfStatementId } from "./statement-months";

describe("statement months", () => {
  it("counts months across years both ways", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-11", -24)).toBe("2024-11");
    expect(issueDay("2026-12")).toBe("2027-01-02");
  });

  it("offers the current month and the 23 before it, newest first, plus an older one asked for", () => {
    const months = monthChoices("2026-11", "2026-10");
    expect(months).toHaveLength(24);
    expect(months[0]).toBe("2026-11");
    expect(months.at(-1)).toBe("2024-12");
    expect(monthChoices("2026-11", "2020-05").at(-1)).toBe("2020-05");
  });

  it("reads a statement id's month, and refuses what is not a month", () => {
    expect(monthOfStatementId("0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d01-2026-10")).toBe("2026-10");
    expect(monthOfStatementId("0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d01-2026-13")).toBeNull();
    expect(monthOfStatementId("nonsense")).toBeNull();
    expect(isMonth("2026-00")).toBe(false);
    expect(isMonth("1969-12")).toBe(false);
    expect(isMonth("2026-09")).toBe(true);
  });
});
