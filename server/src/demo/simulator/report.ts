import type { CompanyTally, Ledger, SelfCheck } from "./ledger.js";

/** The simulator's printed output: a progress line while it runs, and the final report with its self-check. */

export interface RunFacts {
  elapsedMs: number;
  kiosks: number;
  /** Kiosks in their opening hours now. */
  open: number;
  offline: number;
  waiting: number;
  halted: { name: string; reason: string }[];
}

const sum = (tallies: CompanyTally[], pick: (tally: CompanyTally) => number) =>
  tallies.reduce((total, tally) => total + pick(tally), 0);

export function progressLine(ledger: Ledger, facts: RunFacts): string {
  const tallies = [...ledger.companies.values()];
  const total = (pick: (tally: CompanyTally) => number) => sum(tallies, pick);
  return (
    `[${String(Math.round(facts.elapsedMs / 1000)).padStart(4)} s] sales ${total((t) => t.generated)} made, ` +
    `${total((t) => t.accepted)} accepted, ${total((t) => t.duplicates)} duplicate, ${total((t) => t.rejected)} rejected, ` +
    `${facts.waiting} waiting; kiosks open ${facts.open}/${facts.kiosks}, offline ${facts.offline}; ` +
    `heartbeats ${total((t) => t.heartbeats)}; ` +
    `429s ${total((t) => t.throttled)}; network errors ${total((t) => t.networkErrors)}`
  );
}

const ROWS: [string, (tally: CompanyTally) => string | number][] = [
  ["kiosks", (t) => t.kiosks],
  ["sales generated", (t) => t.generated],
  ["orders missed (sold out)", (t) => t.soldOut],
  ["sales sent (all sends)", (t) => t.sent],
  ["  of which retries", (t) => t.retriedSends],
  ["  of which on purpose", (t) => t.deliberateSends],
  ["accepted", (t) => t.accepted],
  ["duplicate", (t) => `${t.duplicates} (${t.deliberateDuplicates} on purpose)`],
  ["rejected", (t) => t.rejected],
  ["replayed after offline", (t) => t.replayed],
  ["heartbeats", (t) => t.heartbeats],
  ["catalog read / unchanged", (t) => `${t.catalogReads} / ${t.catalogNotModified}`],
  ["redeemed / refused / released", (t) => `${t.redeemed} / ${count(t.redeemRefusals)} / ${t.released}`],
  ["429 answers", (t) => t.throttled],
  ["network errors", (t) => t.networkErrors],
];

const count = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0);

function merged(tallies: CompanyTally[]): CompanyTally {
  const mergeMaps = (pick: (tally: CompanyTally) => Map<string, number>) => {
    const all = new Map<string, number>();
    for (const tally of tallies) for (const [key, n] of pick(tally)) all.set(key, (all.get(key) ?? 0) + n);
    return all;
  };
  const first = tallies[0] as CompanyTally;
  const total = Object.fromEntries(
    Object.entries(first).map(([key, value]) => [
      key,
      typeof value === "number" ? sum(tallies, (tally) => tally[key as keyof CompanyTally] as number) : value,
    ]),
  ) as unknown as CompanyTally;
  return {
    ...total,
    name: "Total",
    rejections: mergeMaps((tally) => tally.rejections),
    redeemRefusals: mergeMaps((tally) => tally.redeemRefusals),
    problems: mergeMaps((tally) => tally.problems),
    promoNote: null,
  };
}

export function formatReport(ledger: Ledger, check: SelfCheck, facts: RunFacts): string {
  const tallies = [...ledger.companies.values()];
  if (tallies.length === 0) return "Nothing was simulated.";
  const columns = [...tallies, merged(tallies)];
  const width = 30;
  const cell = 20;
  const lines = [
    `${"".padEnd(width)}${columns.map((tally) => tally.name.padStart(cell)).join("")}`,
    ...ROWS.map(
      ([label, value]) =>
        `${label.padEnd(width)}${columns.map((tally) => String(value(tally)).padStart(cell)).join("")}`,
    ),
  ];
  const details = (title: string, counts: Map<string, number>) =>
    counts.size > 0 ? [`${title}:`, ...[...counts].map(([reason, n]) => `  ${n} × ${reason}`)] : [];
  const total = columns.at(-1) as CompanyTally;
  lines.push(
    ...details("Rejections", total.rejections),
    ...details("Redemptions refused", total.redeemRefusals),
    ...details("Other problems", total.problems),
    ...tallies.filter((tally) => tally.promoNote).map((tally) => `${tally.name}: ${tally.promoNote}.`),
    ...facts.halted.map((kiosk) => `Kiosk ${kiosk.name} stopped early: ${kiosk.reason}.`),
    "",
    `Ran ${(facts.elapsedMs / 1000).toFixed(1)} s: ${((check.acknowledged / facts.elapsedMs) * 1000).toFixed(1)} sales acknowledged a second, ` +
      `${(((total.sent + total.heartbeats) / facts.elapsedMs) * 1000).toFixed(1)} sale sends and heartbeats a second.`,
    `Self-check: ${check.generated} generated, ${check.acknowledged} acknowledged once` +
      ` (${check.acknowledgedAfterLostAnswer} of them by a duplicate after a lost answer), ${check.unacknowledged} never,` +
      ` ${check.acceptedTwice} accepted twice, ${check.rejected} rejected; duplicates ${check.duplicates} =` +
      ` ${check.deliberateDuplicates} on purpose + ${check.retriedDuplicates} after retries` +
      (check.surprises > 0 ? `; ${check.surprises} answers broke the rules` : "") +
      ".",
  );
  if (check.generated === 0)
    lines.push("No sale was generated (are the kiosks closed? --hours any sells around the clock).");
  lines.push(`every generated sale acknowledged exactly once: ${check.ok ? "yes" : "no"}`);
  return lines.join("\n");
}
