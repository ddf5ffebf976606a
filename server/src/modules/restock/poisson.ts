/**
 * The Poisson arithmetic of the stock-out forecast (docs/decisions/039-forecasting-stock-outs.md): demand until a time
 * is Poisson with the forecast's cumulative rate Λ, so "the tray is empty by then" is P(D ≥ level). Pure, no I/O.
 */

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7): ample for factorials of tray levels (at most 10,000). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (const [index, coefficient] of LANCZOS.entries()) sum += coefficient / (z + index + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/**
 * P(D ≤ m) for D ~ Poisson(λ). Summed downward from m in log space, so a level of thousands costs a few hundred
 * terms (those within a few standard deviations of the mean), never an overflow of λ^k / k!.
 */
export function poissonCdf(m: number, lambda: number): number {
  if (m < 0) return 0;
  if (lambda <= 0) return 1;
  let term = Math.exp(m * Math.log(lambda) - lambda - logGamma(m + 1));
  let sum = 0;
  for (let k = m; k >= 0; k -= 1) {
    sum += term;
    if (k < lambda && term < sum * 1e-17) break;
    term *= k / lambda;
  }
  return Math.min(1, sum);
}

/** P(D ≥ n): the chance demand until then takes n units or more (1 when n ≤ 0: nothing left to take). */
export function poissonAtLeast(n: number, lambda: number): number {
  return n <= 0 ? 1 : Math.max(0, 1 - poissonCdf(n - 1, lambda));
}

const medians = new Map<number, number>();

/**
 * The cumulative demand Λ* at which P(D ≥ n) reaches one half: the tray holding n is "more likely than not" empty
 * once the forecast's Λ(t) reaches it. P(D ≥ n) grows with λ, and the Poisson median lies within [λ − ln 2, λ + 1/3],
 * so Λ* is within [n − 1, n + 1]: bisection there. Memoised, as levels repeat across a fleet.
 */
export function halfChanceDemand(n: number): number {
  if (n <= 0) return 0;
  const known = medians.get(n);
  if (known !== undefined) return known;
  let low = Math.max(0, n - 1);
  let high = n + 1;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (poissonAtLeast(n, middle) >= 0.5) high = middle;
    else low = middle;
  }
  if (medians.size > 20_000) medians.clear();
  medians.set(n, high);
  return high;
}
