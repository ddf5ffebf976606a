/** The sparkline's height, shared by its skeleton (which must not import the chart's module). */
export const SPARKLINE_HEIGHT = 120;
