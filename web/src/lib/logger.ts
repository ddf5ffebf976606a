/**
 * The one place the app writes to the console. Expected failures (a 401 at start-up, a failed logout) are warnings:
 * the test setup fails any test that logs an unexpected console.error.
 */
export const logger = {
  warn: (message: string, ...details: unknown[]) => console.warn(`[froyo] ${message}`, ...details),
  error: (message: string, ...details: unknown[]) => console.error(`[froyo] ${message}`, ...details),
};
