/** The zone this browser runs in (IANA name), UTC when the browser does not say: where a person usually is. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
