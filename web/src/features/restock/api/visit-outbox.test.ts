import type { CreateVisitInput } from "@froyo/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { type OutboxEntry, queueVisit, readOutbox, removeVisit, sendOutbox, subscribeOutbox } from "./visit-outbox";

const kioskId = "0190a8a4-8a2b-7cc0-9d7e-0000000000a1";

function visit(id: string, notes = ""): CreateVisitInput {
  return {
    id,
    started_at: "2026-06-10T08:00:00.000Z",
    finished_at: "2026-06-10T08:20:00.000Z",
    trays: [],
    checklist: { cleaned: true, temperature_c: null },
    notes,
  };
}

const ids = (entries: readonly OutboxEntry[]) => entries.map((entry) => entry.visit.id);
const noAnswer = () => new ApiError({ status: 0, message: "Something went wrong!" });

describe("the visit outbox", () => {
  it("queues visits in order and keeps one entry per id (the later contents win, in place)", () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    queueVisit(kioskId, "Harbour", visit("b"));
    queueVisit(kioskId, "Harbour", visit("a", "second thoughts"));
    expect(ids(readOutbox())).toEqual(["a", "b"]);
    expect(readOutbox()[0]?.visit.notes).toBe("second thoughts");
    expect(JSON.parse(localStorage.getItem("visit-outbox") ?? "[]")).toHaveLength(2);
    removeVisit("a");
    expect(ids(readOutbox())).toEqual(["b"]);
  });

  it("answers the same array until it changes, and tells subscribers of each change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOutbox(listener);
    expect(readOutbox()).toBe(readOutbox());
    queueVisit(kioskId, "Harbour", visit("a"));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    removeVisit("a");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("sends oldest first and removes each only after the server accepted it", async () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    queueVisit(kioskId, "Harbour", visit("b"));
    const order: string[] = [];
    const onSent = vi.fn();
    const result = await sendOutbox(async (entry) => {
      order.push(entry.visit.id);
      expect(ids(readOutbox())).toContain(entry.visit.id);
    }, onSent);
    expect(order).toEqual(["a", "b"]);
    expect(ids(result.sent)).toEqual(["a", "b"]);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(readOutbox()).toEqual([]);
  });

  it("keeps a visit that got no answer, and stops there so the order holds", async () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    queueVisit(kioskId, "Harbour", visit("b"));
    const send = vi.fn(async () => {
      throw noAnswer();
    });
    const result = await sendOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.stopped).toBe(true);
    expect(ids(readOutbox())).toEqual(["a", "b"]);
    expect(readOutbox().every((entry) => entry.problem === null)).toBe(true);
  });

  it("keeps a refused visit (409, 422) marked as needing attention, sends the rest, and does not resend it", async () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    queueVisit(kioskId, "Harbour", visit("b"));
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (entry.visit.id === "a") throw new ApiError({ status: 409, message: "This visit was already recorded." });
    });
    const result = await sendOutbox(send);
    expect(ids(result.refused)).toEqual(["a"]);
    expect(ids(result.sent)).toEqual(["b"]);
    expect(readOutbox()).toEqual([
      expect.objectContaining({ problem: { status: 409, message: "This visit was already recorded." } }),
    ]);
    await sendOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("waits on a passing refusal (a lapsed session, too many requests, a server error)", async () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    for (const status of [401, 419, 429, 503]) {
      await sendOutbox(async () => {
        throw new ApiError({ status, message: "Later." });
      });
      expect(readOutbox()[0]?.problem).toBeNull();
    }
  });

  it("sends each visit once when two drains start together (the online event and a page load)", async () => {
    queueVisit(kioskId, "Harbour", visit("a"));
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = sendOutbox(send);
    const second = sendOutbox(send);
    release();
    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readOutbox()).toEqual([]);
  });
});
