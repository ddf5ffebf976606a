import type { AxiosInstance } from "axios";

/**
 * The HTTP client (lib/http.ts), fetched on first use. Modules of the signed-out pages' first load call through
 * this, so axios (~20 KB compressed) is not part of the sign-in page's budget; it arrives with the first call.
 */
export function getHttp(): Promise<AxiosInstance> {
  return import("./http").then((module) => module.http);
}

/** Starts fetching the client early, e.g. when the user starts typing in a form that will submit. */
export function preloadHttp(): void {
  void getHttp();
}
