import { z } from "zod";
import { pageQuerySchema, searchSchema, sortOrderSchema } from "./lists.schema.js";
import { isSingleLine } from "./text.js";

export const USER_STATUSES = ["invited", "active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.string().uuid(), name: z.string() }),
  type: z.enum(["staff", "client"]),
  status: z.enum(USER_STATUSES),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USER_SORT_FIELDS = ["name", "email", "role", "status", "last_sign_in_at", "created_at"] as const;

/** `GET /api/users` (and its CSV export): paging, sorting, search over name and email, role and status filters. */
export const userListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(USER_SORT_FIELDS, { error: "The sort field is invalid." }).default("name"),
  order: sortOrderSchema.default("asc"),
  search: searchSchema,
  role_id: z.string().uuid("The role must be a valid id.").optional(),
  status: z.enum(USER_STATUSES, { error: "The status is invalid." }).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const name = z
  .string({ error: "The name field is required." })
  .trim()
  .min(1, "The name field is required.")
  .max(120, "The name must not be greater than 120 characters.")
  .refine(isSingleLine, "The name must be a single line of text.");
const email = z
  .string({ error: "The email field is required." })
  .trim()
  .toLowerCase()
  .min(1, "The email field is required.")
  .max(254, "The email must not be greater than 254 characters.")
  .pipe(z.email("The email must be a valid email address."));
const roleId = z.string({ error: "The role field is required." }).uuid("The role must be a valid id.");

/** `POST /api/users`: invites a user (a set-password link by email). Unknown fields are refused. */
export const inviteUserSchema = z.strictObject({ name, email, role_id: roleId });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** `PATCH /api/users/{id}`: any of name, role and status (active or disabled). */
export const updateUserSchema = z
  .strictObject({
    name: name.optional(),
    role_id: roleId.optional(),
    status: z.enum(["active", "disabled"], { error: "The status must be active or disabled." }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update.", path: ["name"] });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const shortUserSchema = z.object({ id: z.string().uuid(), name: z.string() });
