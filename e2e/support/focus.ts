import type { Locator, Page } from "@playwright/test";
import { waitUntilStill } from "./accessibility.js";

/** One stop of the Tab key: what got focus, where it sits, and how its focus indicator looks. */
export interface FocusStop {
  description: string;
  region: "nav" | "header" | "main" | "footer" | "other";
  href: string | null;
  /** The outline's colour (a focused outlined field's: its frame's), or null when no outline is drawn. */
  outlineColor: string | null;
  boxShadow: string;
  /** The colour the outline is drawn on: the element's surroundings, all translucent layers composited. */
  backdrop: string;
}

declare global {
  interface Window {
    /** The elements the Tab key reached in this test, in order (set by tabThroughPage). */
    __tabStops?: Element[];
  }
}

/** The focused element as a FocusStop, or null when nothing (the body) has focus; records it in __tabStops. */
function readFocus(): (FocusStop & { isRepeat: boolean }) | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  window.__tabStops ??= [];
  const isRepeat = window.__tabStops.includes(element);
  if (!isRepeat) window.__tabStops.push(element);

  const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number) as number[];
  /** `top` (r, g, b and an optional alpha) painted over the opaque `below`. */
  const over = ([r = 0, g = 0, b = 0, a = 1]: number[], [R = 255, G = 255, B = 255]: number[]) => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
  ];
  // The ring is drawn around the element, so what is behind it is its ancestors' background, layer on layer.
  const layers: number[][] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
    if (a === 0) continue;
    layers.push([r, g, b, a]);
    if (a === 1) break;
  }
  const backdrop = layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
  const style = getComputedStyle(element);
  const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  const outline = hasOutline ? over(parse(style.outlineColor), backdrop) : null;
  // An outlined field (MUI's text fields and selects) draws its focus on its frame, not around the input inside it:
  // the frame (the notched outline) turns 2 px wide in the focus colour, and that frame is the field's ring.
  const frame = hasOutline
    ? null
    : element.closest(".MuiOutlinedInput-root.Mui-focused")?.querySelector(":scope > .MuiOutlinedInput-notchedOutline");
  const frameStyle = frame ? getComputedStyle(frame) : null;
  const frameRing =
    frameStyle && frameStyle.borderTopStyle !== "none" && Number.parseFloat(frameStyle.borderTopWidth) >= 2
      ? over(parse(frameStyle.borderTopColor), backdrop)
      : null;
  const ring = outline ?? frameRing;
  const rgb = (channels: number[]) => `rgb(${channels.map(Math.round).join(", ")})`;
  const name =
    element.getAttribute("aria-label") ??
    (element.textContent?.trim() || element.querySelector("img")?.getAttribute("alt") || "").slice(0, 40);
  return {
    isRepeat,
    description: `<${element.tagName.toLowerCase()}> "${name}"`,
    region: element.closest("nav")
      ? "nav"
      : element.closest("header")
        ? "header"
        : element.closest("main")
          ? "main"
          : element.closest("footer")
            ? "footer"
            : "other",
    href: element.getAttribute("href"),
    outlineColor: ring ? rgb(ring) : null,
    boxShadow: style.boxShadow,
    backdrop: rgb(backdrop),
  };
}

/**
 * Presses Tab until the focus comes back round to an element it already reached, and returns every stop in
 * order: the whole cycle, wherever the page put the focus first (the sign-in page focuses its email field).
 */
export async function tabThroughPage(page: Page, maxStops = 100): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < maxStops; press += 1) {
    await page.keyboard.press("Tab");
    await waitUntilStill(page); // a ring that fades in is read once it is fully drawn
    const stop = await page.evaluate(readFocus);
    // Nothing focused: past the last element (the browser's own controls have the focus); the next Tab wraps round.
    if (!stop) continue;
    if (stop.isRepeat) break;
    const { isRepeat: _repeat, ...rest } = stop;
    stops.push(rest);
  }
  return stops;
}

/**
 * Every element on screen that the keyboard should reach (links, enabled buttons and fields, anything with a
 * non-negative tabindex) but that tabThroughPage did not: each as a short description.
 */
export function unreachedFocusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
      'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const reached = window.__tabStops ?? [];
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => element.getBoundingClientRect().width > 0 && !reached.includes(element))
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${element.getAttribute("aria-label") ?? element.textContent?.trim()}"`,
      );
  });
}

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colours. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((value) => Number(value) / 255);
    const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1's 1.4.11 (non-text contrast, AA): a visible focus indicator needs 3:1 against what surrounds it. */
export const FOCUS_RING_CONTRAST = 3;

/** `colour` (rgb or rgba) painted over the opaque `backdrop`, as `rgb(r, g, b)`. */
function composite(colour: string, backdrop: string): string {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [R = 255, G = 255, B = 255] = (backdrop.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (top: number, below: number) => Math.round(top * a + below * (1 - a));
  return `rgb(${mix(r, R)}, ${mix(g, G)}, ${mix(b, B)})`;
}

/**
 * The stops whose focus is not plainly visible: no outline and no box-shadow, or a ring (outline, else the
 * shadow's colour when it has a size) of less than 3:1 against its backdrop. Empty when every stop shows its focus.
 */
export function invisibleFocus(stops: readonly FocusStop[]): string[] {
  return stops.flatMap((stop) => {
    const shadowColour = stop.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
    const shadowHasSize = /[1-9]/.test(stop.boxShadow.replace(/rgba?\([^)]*\)/g, ""));
    const ring = stop.outlineColor ?? (shadowColour && shadowHasSize ? composite(shadowColour, stop.backdrop) : null);
    if (!ring) return [`${stop.description}: no outline and no box-shadow`];
    const ratio = contrastRatio(ring, stop.backdrop);
    return ratio >= FOCUS_RING_CONTRAST
      ? []
      : [`${stop.description}: ring ${ring} on ${stop.backdrop} is ${ratio.toFixed(2)}:1`];
  });
}

/** True while the focused element is inside `container`. */
export function hasFocusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
