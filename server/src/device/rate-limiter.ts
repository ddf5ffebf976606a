/**
 * A token bucket per key: `perMinute` calls a minute, refilled continuously, bursts up to a minute's worth. Kept in
 * this process (each app node limits on its own) and bounded: past `maxKeys` the least recently used key is
 * forgotten, so a flood of made-up keys cannot grow it without end.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Takes one token; answers 0 when allowed, else the whole seconds until one is free. */
  take(key: string, now = Date.now()): number {
    const ratePerMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    this.buckets.delete(key);
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * ratePerMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
    bucket.tokens -= 1;
    return 0;
  }
}
