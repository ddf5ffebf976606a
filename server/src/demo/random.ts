/**
 * A small seeded pseudo-random generator (mulberry32 over a 32-bit hash of the seed), so the demo history and the
 * simulator are reproducible: the same seed gives the same sales. Not for anything secret.
 */
export type Random = () => number;

/** FNV-1a: a string seed to 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: string): Random {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick needs at least one item");
  return items[Math.floor(random() * items.length)] as T;
}

/** One of the entries, each as likely as its weight. */
export function pickWeighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [value, weight] of entries) {
    target -= weight;
    if (target < 0) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new Error("pickWeighted needs at least one entry");
  return last[0];
}

/** A Poisson count with the given mean (Knuth's method: the means here are small, a few dozen at most). */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** The items in random order (Fisher–Yates), as a new array. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
