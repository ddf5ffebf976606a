import { COMPANY_IMAGE_FIELDS, type CompanyAdmin, type CompanyFields, DEFAULT_PRIMARY_COLOR } from "@froyo/contracts";
import type { ImageChoices } from "./company-images";

/** Every field is filled in the form (empty strings), though the schema leaves most optional. */
export type CompanyFormValues = CompanyFields;

export const TEXT_FIELDS = [
  "name",
  "subdomain",
  "primary_color_hex",
  "public_site_url",
  "tutorial_url",
  "manual_url",
  "manual_password",
  "support_email",
  "default_timezone",
  "admin_name",
  "admin_email",
] as const satisfies readonly (keyof CompanyFormValues)[];

const CREATE_ONLY = new Set<string>(["admin_name", "admin_email"]);

/** The form's starting values: the company's (the manual password is write-only: always blank), or a new one's. */
export function companyFormValues(company: CompanyAdmin | null): CompanyFormValues {
  return {
    name: company?.name ?? "",
    subdomain: company?.subdomain ?? "",
    primary_color_hex: company?.primary_color_hex ?? DEFAULT_PRIMARY_COLOR,
    public_site_url: company?.public_site_url ?? "",
    tutorial_url: company?.tutorial_url ?? "",
    manual_url: company?.manual_url ?? "",
    manual_password: "",
    support_email: company?.support_email ?? "",
    default_timezone: company?.default_timezone ?? "UTC",
    admin_name: "",
    admin_email: "",
  };
}

/**
 * The multipart body. Creating: the filled fields. Editing: every field (an empty one clears it) except the
 * manual password when left blank (it keeps the current one) and the first-admin fields. Then the images.
 */
export function companyFormData(values: CompanyFormValues, images: ImageChoices, isEdit: boolean): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = values[field] ?? "";
    if (isEdit && CREATE_ONLY.has(field)) continue;
    if (value === "" && (!isEdit || field === "manual_password")) continue;
    form.append(field, value);
  }
  for (const field of COMPANY_IMAGE_FIELDS) {
    const choice = images[field];
    if (choice.file) form.append(field, choice.file);
    else if (isEdit && choice.remove) form.append(`remove_${field}`, "1");
  }
  return form;
}
