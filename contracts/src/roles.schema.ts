import { z } from "zod";
import { PERMISSIONS } from "./permissions.js";

export const roleSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  user_type: z.enum(["staff", "client"]),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
  /** Super Admin: shown, never edited. */
  immutable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

/** `PUT /api/roles/{id}`: the whole permission list of a role. */
export const updateRoleSchema = z.strictObject({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: "Unknown permission." }), { error: "The permissions field is required." })
    .max(PERMISSIONS.length, "Too many permissions."),
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

/** The permission matrix groups permissions by the resource they name ("view products" → "products"). */
export function permissionResource(permission: string): string {
  return permission.split(" ").slice(1).join(" ");
}
