import { z } from "zod";
import { pageQuerySchema, searchSchema } from "./lists.schema.js";
import { isSingleLine } from "./text.js";
import { isKnownTimezone } from "./timezones.js";
import { uploadFormSchema } from "./uploads.schema.js";

export const imageRefSchema = z.object({ path: z.string() });

/** The public face of a company: what any visitor of its subdomain may see (branding, no secrets). */
export const companyPublicSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  subdomain: z.string(),
  primary_color_hex: z.string().nullable(),
  primary_logo: imageRefSchema.nullable(),
  footer_logo: imageRefSchema.nullable(),
  favicon: imageRefSchema.nullable(),
  public_site_url: z.string().nullable(),
  /** ISO 4217: the company's `*_cents` amounts are minor units of it. */
  currency: z.string(),
  /** IANA zone of the company's calendar: the day boundaries of its analytics presets ("today", "this month"). */
  default_timezone: z.string(),
});
export type CompanyPublic = z.infer<typeof companyPublicSchema>;

/** Subdomains no company may take: they name the platform's own services or invite confusion. */
export const RESERVED_SUBDOMAINS = [
  "www",
  "api",
  "admin",
  "app",
  "apps",
  "assets",
  "auth",
  "cdn",
  "dashboard",
  "docs",
  "help",
  "mail",
  "smtp",
  "ftp",
  "static",
  "status",
  "support",
  "platform",
  "root",
  "system",
  "login",
  "signin",
  "account",
  "billing",
  "device",
  "devices",
  "kiosk",
  "kiosks",
  "public",
  "localhost",
  "test",
  "dev",
  "staging",
] as const;

/** A DNS label: lower-case letters, digits and inner hyphens, 1–63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** What platform staff see and edit (`GET /api/companies`): branding plus links and settings, never secrets. */
export const companyAdminSchema = companyPublicSchema.extend({
  tutorial_url: z.string().nullable(),
  manual_url: z.string().nullable(),
  has_manual_password: z.boolean(),
  support_email: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `The ${label} must not be greater than 2048 characters.`)
    .refine(
      (value) => value === "" || (/^https?:\/\/[^\s]+$/i.test(value) && isSingleLine(value)),
      `The ${label} must be an http(s) URL.`,
    )
    .optional();

/**
 * The text fields of the multipart create/edit form (`POST /api/companies`, `POST /api/companies/{id}`). Files
 * (primary_logo, footer_logo, favicon) are checked by the server from their bytes. An empty string clears an
 * optional field; a field left out keeps its value when editing.
 */
export const companyFieldsSchema = z.strictObject({
  name: z
    .string({ error: "The name field is required." })
    .trim()
    .min(1, "The name field is required.")
    .max(120, "The name must not be greater than 120 characters.")
    .refine(isSingleLine, "The name must be a single line of text."),
  subdomain: z
    .string({ error: "The subdomain field is required." })
    .trim()
    .toLowerCase()
    .min(1, "The subdomain field is required.")
    .max(63, "The subdomain must not be greater than 63 characters.")
    .regex(SUBDOMAIN_PATTERN, "The subdomain may only contain letters, digits and inner hyphens.")
    .refine((value) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(value), "This subdomain is reserved."),
  primary_color_hex: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, "The primary colour must be a hex colour such as #DF7F8C.")
    .optional(),
  public_site_url: optionalUrl("public site URL"),
  tutorial_url: optionalUrl("tutorial URL"),
  manual_url: optionalUrl("manual URL"),
  manual_password: z.string().max(128, "The manual password must not be greater than 128 characters.").optional(),
  support_email: z
    .string()
    .trim()
    .max(254)
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "The support email must be a valid email address.",
    )
    .optional(),
  default_timezone: z
    .string()
    .trim()
    .max(64)
    .refine((value) => value === "" || isKnownTimezone(value), "The timezone is not known.")
    .optional(),
  /** Create only: invite the company's first Company Admin. */
  admin_name: z
    .string()
    .trim()
    .max(120)
    .refine(isSingleLine, "The admin name must be a single line of text.")
    .optional(),
  admin_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "The admin email must be a valid email address.",
    )
    .optional(),
});
export type CompanyFields = z.infer<typeof companyFieldsSchema>;

export const COMPANY_IMAGE_FIELDS = ["primary_logo", "footer_logo", "favicon"] as const;
export type CompanyImageField = (typeof COMPANY_IMAGE_FIELDS)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The seed's toast texts (section 8). */
export const COMPANY_MESSAGES = {
  loadFailed: "Failed to load companies",
  created: "Company created successfully",
  createFailed: "Failed to create company",
  updated: "Company updated successfully",
  updateFailed: "Failed to edit company",
  deleted: "Company deleted successfully",
  deleteFailed: "Failed to delete company",
} as const;

/** `POST /api/companies/{id}`: the same fields, each optional (a field left out keeps its value); no admin invitation. */
export const companyUpdateFieldsSchema = companyFieldsSchema.omit({ admin_name: true, admin_email: true }).partial();
export type CompanyUpdateFields = z.infer<typeof companyUpdateFieldsSchema>;

/** `GET /api/companies`: paging (10 a page by default) and a search over name and subdomain. */
export const companyListQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** For a file input's `accept`: the server checks the bytes, and rasterises SVG to PNG. */
export const COMPANY_IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml";
/** Larger images (width × height) are refused: decoding them would cost too much memory. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

const companyImageRules = { accept: COMPANY_IMAGE_ACCEPT, maxBytes: MAX_IMAGE_BYTES };
/** The create form as the API documents it: the fields and the three images (see uploadFormSchema). */
export const companyCreateFormSchema = uploadFormSchema(companyFieldsSchema, COMPANY_IMAGE_FIELDS, companyImageRules);
/** The edit form: every field optional, no admin invitation, each image replaced or removed. */
export const companyUpdateFormSchema = uploadFormSchema(
  companyUpdateFieldsSchema,
  COMPANY_IMAGE_FIELDS,
  companyImageRules,
);
