/** A value as the Arabic interface shows it: isolated as one right-to-left unit (i18n/intl.ts `isolated`). */
export const rtl = (text: string) => `\u2067${text}\u2069`;
