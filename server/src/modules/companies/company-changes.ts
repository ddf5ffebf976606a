import type { CompanyImageField, CompanyUpdateFields } from "@froyo/contracts";
import type { CompanyRow } from "../../identity/tenants.repository.js";
import type { CompanyValues } from "./companies.repository.js";
import type { CompanyImages } from "./company-images.js";

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** API field → column, for the fields an audit entry shows as they are. */
const AUDITED = {
  name: "name",
  subdomain: "subdomain",
  primary_color_hex: "primaryColorHex",
  primary_logo: "primaryLogoPath",
  footer_logo: "footerLogoPath",
  favicon: "faviconPath",
  public_site_url: "publicSiteUrl",
  tutorial_url: "tutorialUrl",
  manual_url: "manualUrl",
  support_email: "supportEmail",
  default_timezone: "defaultTimezone",
} as const satisfies Record<string, keyof CompanyRow>;

export const IMAGE_COLUMNS = {
  primary_logo: "primaryLogoPath",
  footer_logo: "footerLogoPath",
  favicon: "faviconPath",
} as const satisfies Record<CompanyImageField, keyof CompanyRow>;

/**
 * Before/after of every field that differs (a create compares with nothing, a delete with nothing after). The
 * manual password's hash is never recorded, only that it was set or changed.
 */
export function changesBetween(before: CompanyRow | null, after: CompanyRow | null): Changes {
  const changes: Changes = {};
  for (const [field, column] of Object.entries(AUDITED)) {
    const from = before?.[column] ?? null;
    const to = after?.[column] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  const fromHash = before?.manualPasswordHash ?? null;
  const toHash = after?.manualPasswordHash ?? null;
  if (fromHash !== toHash) {
    changes.manual_password = { from: fromHash ? "(set)" : null, to: toHash ? "(changed)" : null };
  }
  return changes;
}

/** The columns a validated form sets. An empty string clears an optional field (the timezone falls back to UTC). */
export function columnValues(fields: CompanyUpdateFields): CompanyValues {
  const values: CompanyValues = {};
  const orNull = (value: string) => (value === "" ? null : value);
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.subdomain !== undefined) values.subdomain = fields.subdomain;
  if (fields.primary_color_hex !== undefined) values.primaryColorHex = orNull(fields.primary_color_hex.toUpperCase());
  if (fields.public_site_url !== undefined) values.publicSiteUrl = orNull(fields.public_site_url);
  if (fields.tutorial_url !== undefined) values.tutorialUrl = orNull(fields.tutorial_url);
  if (fields.manual_url !== undefined) values.manualUrl = orNull(fields.manual_url);
  if (fields.support_email !== undefined) values.supportEmail = orNull(fields.support_email.toLowerCase());
  if (fields.default_timezone !== undefined) values.defaultTimezone = fields.default_timezone || "UTC";
  return values;
}

/** New image paths win over a removal of the same image. */
export function imageValues(paths: CompanyImages<string>, removals: ReadonlySet<CompanyImageField>): CompanyValues {
  const values: CompanyValues = {};
  for (const [field, column] of Object.entries(IMAGE_COLUMNS) as [CompanyImageField, keyof typeof values][]) {
    const path = paths[field];
    if (path) Object.assign(values, { [column]: path });
    else if (removals.has(field)) Object.assign(values, { [column]: null });
  }
  return values;
}

/** Image paths the row no longer uses after an edit (a path still used by another image field stays). */
export function replacedImagePaths(before: CompanyRow, after: CompanyRow): string[] {
  const kept = new Set(Object.values(IMAGE_COLUMNS).map((column) => after[column]));
  const old = Object.values(IMAGE_COLUMNS).map((column) => before[column]);
  return [...new Set(old)].filter((path): path is string => path !== null && !kept.has(path));
}
