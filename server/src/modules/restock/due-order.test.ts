import { describe, expect, it } from "vitest";
import { projectHours, SLOTS, trayOutlook } from "./demand-model.js";
import { byUrgency } from "./due-order.js";
import type { ForecastKiosk } from "./forecast.js";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-12-07T09:00:00Z");
const projection = projectHours(NOW, "UTC", 14 * 24 * HOUR);

/** A kiosk of trays at these levels, each selling `rate` units an hour at every hour of the week. */
function kiosk(name: string, trays: { level: number; rate: number }[]): ForecastKiosk {
  const forecastTrays = trays.map(({ level, rate }, index) => {
    const rates = new Float64Array(SLOTS).fill(rate);
    return { level, rates, emptiesAt: trayOutlook({ level, lowThreshold: 0 }, rates, projection).emptiesAt, index };
  });
  const empties = forecastTrays.flatMap((tray) => (tray.emptiesAt === null ? [] : [tray.emptiesAt]));
  return {
    id: name,
    name,
    projection,
    visitBy: empties.length > 0 ? new Date(Math.min(...empties)).toISOString() : null,
    trays: forecastTrays.map(({ level, rates, index }) => ({ id: `${name}-${index}`, level, rates })),
  } as unknown as ForecastKiosk;
}

describe("the due list's order", () => {
  it("puts the soonest visit_by first among kiosks not yet due", () => {
    const later = kiosk("A later", [{ level: 20, rate: 1 }]);
    const sooner = kiosk("B sooner", [{ level: 10, rate: 1 }]);
    expect(byUrgency([later, sooner], new Date(NOW)).map((one) => one.name)).toEqual(["B sooner", "A later"]);
  });

  it("ranks the kiosks already due by the hours their trays would stand empty, whatever their names", () => {
    // All three are due now (an empty tray each): the one with two empty trays that sell loses the most by waiting,
    // the one whose empty tray does not sell the least.
    const slow = kiosk("A slow", [
      { level: 0, rate: 0 },
      { level: 30, rate: 0.2 },
    ]);
    const busy = kiosk("Z busy", [
      { level: 0, rate: 3 },
      { level: 0, rate: 3 },
    ]);
    const middle = kiosk("M middle", [
      { level: 0, rate: 3 },
      { level: 40, rate: 1 },
    ]);
    const notYet = kiosk("B not yet", [{ level: 5, rate: 1 }]);
    expect(slow.visitBy).toBe(new Date(NOW).toISOString());
    const order = byUrgency([notYet, slow, middle, busy], new Date(NOW)).map((one) => one.name);
    expect(order).toEqual(["Z busy", "M middle", "A slow", "B not yet"]);
  });
});
