/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** "low–high" of `values`, each as `format` writes it. */
export function range(values: readonly number[], format: (value: number) => string = String): string {
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${low}–${high}`;
}

export const milliseconds = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;

/** Lighthouse itself now and then fails to trace a run (seen once in ~50); such a run is repeated once. */
export async function withOneRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; running it again`);
    return work();
  }
}
