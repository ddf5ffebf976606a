import { ROLE_NAMES } from "@froyo/contracts";
import type { TFunction } from "i18next";

type RoleKey = keyof typeof ROLE_NAMES;
const KEY_OF_NAME = new Map(Object.entries(ROLE_NAMES).map(([key, name]) => [name as string, key as RoleKey]));

/**
 * A role's name as the interface shows it: the seeded roles in the chosen language, any other as named. The API
 * keeps (and is sent) the English name.
 */
export function roleLabel(t: TFunction<"users">, name: string): string {
  const key = KEY_OF_NAME.get(name);
  return key ? t(`roleNames.${key}`) : name;
}
