import type { Page } from "@playwright/test";

/** A box in a chart's own coordinates (its SVG's user units). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a chart draws: its plot area, and each line, area and bar as drawn and as far as its reveal mask shows it. */
export interface ChartGeometry {
  /** The name of the region the chart is in ("Over time", "Kiosks"). */
  name: string;
  plot: Box;
  drawn: { kind: string; box: Box; shown: Box }[];
}

/**
 * Records every chart's geometry in the first frame its figures are drawn (polled each animation frame), so a test
 * can compare it with the settled drawing: a chart that animates its entrance draws nothing, or slivers, first.
 * Installed before the app's scripts run; read with `chartsAsFirstDrawn`.
 */
export async function recordFirstDrawnCharts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const first: unknown[] = [];
    const seen = new WeakSet<Element>();
    Object.assign(window, { __firstDrawnCharts: first });
    const tick = () => {
      const measure = (window as unknown as { __measureChart?: (svg: Element) => unknown }).__measureChart;
      for (const svg of Array.from(document.querySelectorAll("svg.MuiChartsSurface-root"))) {
        if (seen.has(svg) || !measure || !svg.querySelector(".MuiLineElement-root, .MuiBarElement-root")) continue;
        seen.add(svg);
        first.push(measure(svg));
      }
      requestAnimationFrame(tick);
    };
    // Defined with the recorder, before the app runs, so the first frame is not missed; `chartsNow` uses it too.
    Object.assign(window, {
      __measureChart: (svg: SVGSVGElement) => {
        const number = (element: Element | null | undefined, name: string) => Number(element?.getAttribute(name) ?? 0);
        const plotRect = Array.from(svg.querySelectorAll("clipPath"))
          .find((clip) => clip.id.endsWith("-clip-path"))
          ?.querySelector("rect");
        const plot = {
          x: number(plotRect, "x"),
          y: number(plotRect, "y"),
          width: number(plotRect, "width"),
          height: number(plotRect, "height"),
        };
        const drawn = Array.from(
          svg.querySelectorAll<SVGGraphicsElement>(".MuiLineElement-root, .MuiAreaElement-root, .MuiBarElement-root"),
        ).map((element) => {
          const { x, y, width, height } = element.getBBox();
          const box = { x, y, width, height };
          // A line or area is revealed through a mask (a clip rectangle whose width the library animates).
          const maskId = element
            .closest("g[clip-path]")
            ?.getAttribute("clip-path")
            ?.match(/#([^)]+)\)/)?.[1];
          const mask =
            maskId && !maskId.endsWith("-clip-path") ? document.getElementById(maskId)?.querySelector("rect") : null;
          if (!mask) return { kind: element.classList[0] ?? "", box, shown: box };
          const maskX = Number.parseFloat(getComputedStyle(mask).x);
          const maskRight = maskX + Number.parseFloat(getComputedStyle(mask).width);
          const left = Math.max(x, maskX);
          const right = Math.min(x + width, maskRight);
          return {
            kind: element.classList[0] ?? "",
            box,
            shown: { x: left, y, width: Math.max(0, right - left), height },
          };
        });
        const region = svg.closest("[aria-labelledby], [aria-label]");
        const labelledBy = region?.getAttribute("aria-labelledby");
        const name =
          (labelledBy ? document.getElementById(labelledBy)?.textContent : region?.getAttribute("aria-label")) ?? "";
        return { name, plot, drawn };
      },
    });
    requestAnimationFrame(tick);
  });
}

/** Each chart's geometry in the first frame its figures were drawn, in the order they appeared. */
export function chartsAsFirstDrawn(page: Page): Promise<ChartGeometry[]> {
  return page.evaluate(() => (window as unknown as { __firstDrawnCharts: ChartGeometry[] }).__firstDrawnCharts);
}

/** Each chart's geometry now, in the page's order. */
export function chartsNow(page: Page): Promise<ChartGeometry[]> {
  return page.evaluate(() => {
    const measure = (window as unknown as { __measureChart: (svg: Element) => ChartGeometry }).__measureChart;
    return Array.from(document.querySelectorAll("svg.MuiChartsSurface-root")).map(measure);
  });
}

/** The drawn elements (by kind, with their boxes rounded) that stick out of the plot area or are hidden in part. */
export function outOfPlot({ plot, drawn }: ChartGeometry): string[] {
  const slack = 1; // half a stroke's width, and rounding
  const inside = (box: Box) =>
    box.x >= plot.x - slack &&
    box.y >= plot.y - slack &&
    box.x + box.width <= plot.x + plot.width + slack &&
    box.y + box.height <= plot.y + plot.height + slack;
  const text = (box: Box) => [box.x, box.y, box.width, box.height].map(Math.round).join(" ");
  return drawn.flatMap(({ kind, box, shown }) => {
    const problems: string[] = [];
    if (!inside(box)) problems.push(`${kind} at ${text(box)} outside the plot ${text(plot)}`);
    if (Math.abs(shown.width - box.width) > slack) problems.push(`${kind} at ${text(box)} shown only ${text(shown)}`);
    return problems;
  });
}
