import { DEFAULT_PRIMARY_COLOR } from "@froyo/contracts";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The company colour, or the default when none is set or it is not a #RGB / #RRGGBB value MUI can work with. */
export function resolvePrimaryColor(hex: string | null | undefined): string {
  const candidate = hex?.trim();
  return candidate && HEX_COLOR.test(candidate) ? candidate : DEFAULT_PRIMARY_COLOR;
}
