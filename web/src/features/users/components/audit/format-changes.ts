import type { AuditEntry } from "@froyo/contracts";

const MAX_VALUE = 60;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = Array.isArray(value)
    ? value.map(String).join(", ")
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** "name: Ann → Anna; status: active → disabled" (long values shortened). */
export function formatChanges(changes: AuditEntry["changes"]): string {
  if (!changes) return "";
  return Object.entries(changes)
    .map(([field, { from, to }]) => `${field}: ${formatValue(from)} → ${formatValue(to)}`)
    .join("; ");
}
