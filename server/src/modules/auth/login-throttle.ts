/**
 * Fixed-window attempt counters for sign-in, kept in memory (one process). Keys are "email:…" for failed attempts
 * on an account and "ip:…" for every attempt from an address.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowSeconds * 1000 });
    if (this.windows.size > 50_000) this.sweep();
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
