import type { Paginated, Role, User } from "@froyo/contracts";
import { pageMeta, SEEDED_COMPANY_ROLES } from "@froyo/contracts";

/** The seeded company roles as GET /api/roles returns them. */
export const seededRoles: Role[] = SEEDED_COMPANY_ROLES.map((role, index) => ({
  id: `0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c01${String(index).padStart(2, "0")}`,
  name: role.name,
  user_type: role.userType,
  permissions: [...role.permissions],
  users_count: index + 1,
  immutable: false,
}));

let sequence = 0;

export function makeListUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const role = seededRoles[1] as Role;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-${String(sequence).padStart(12, "0")}`,
    name: `User ${sequence}`,
    email: `user${sequence}@demo.example.com`,
    role: { id: role.id, name: role.name },
    type: "client",
    status: "active",
    last_sign_in_at: "2025-03-12T14:05:00.000Z",
    created_at: "2025-01-01T09:00:00.000Z",
    ...overrides,
  };
}

export function page<T>(data: T[], total = data.length, current = 1, perPage = 10): Paginated<T> {
  return { data, meta: pageMeta(total, current, perPage) };
}
