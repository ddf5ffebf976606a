import { z } from "zod";

export const DEFAULT_PRIMARY_COLOR = "#DF7F8C";

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
});
export type CompanyPublic = z.infer<typeof companyPublicSchema>;
