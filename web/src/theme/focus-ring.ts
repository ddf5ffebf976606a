import type { Theme } from "@mui/material/styles";
import { primaryTextColor } from "./readable-color";

/**
 * A surface in a colour of its own (the top bar in the company's colour) sets this custom property to the colour
 * of its text, so focus rings on it contrast with it instead of with the page.
 */
export const FOCUS_RING_COLOR_VAR = "--focus-ring-color";

/** The focus ring of every control reached by keyboard: 2 px, in the primary colour's readable shade. */
export function focusRing(theme: Theme) {
  return { outline: `2px solid var(${FOCUS_RING_COLOR_VAR}, ${primaryTextColor(theme)})`, outlineOffset: 2 } as const;
}
