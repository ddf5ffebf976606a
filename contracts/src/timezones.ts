let known: ReadonlySet<string> | undefined;

/** An IANA zone this runtime knows (the list `GET /api/timezones` offers), or UTC. */
export function isKnownTimezone(value: string): boolean {
  known ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return known.has(value);
}
