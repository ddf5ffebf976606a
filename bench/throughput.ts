import autocannon from "autocannon";

/** Requests per second a route sustains with 50 connections. */
export async function requestsPerSecond(url: string, headers: Record<string, string>, seconds = 10): Promise<number> {
  const result = await autocannon({ url, headers, connections: 50, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return Math.round(result.requests.average);
}
