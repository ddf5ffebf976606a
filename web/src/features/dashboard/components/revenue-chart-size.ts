/** The revenue chart's least height (dates under the line), shared by its skeleton (which must not import the chart). */
export const REVENUE_CHART_HEIGHT = 160;
