/**
 * Answers shared for a few seconds: the first request for a key computes it, requests for the same key meanwhile
 * (and until `ttlMs` after it began) get the same answer, and a failed computation is forgotten at once. One
 * process's memory, at most `maxEntries` keys (the oldest go first). A TTL of 0 computes every time.
 */
export interface AnswerCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every answer: the next request for each key computes it afresh. */
  clear(): void;
}

export function createAnswerCache<T>(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): AnswerCache<T> {
  const { ttlMs, maxEntries = 1000, now = () => performance.now() } = options;
  const entries = new Map<string, { startedAt: number; answer: Promise<T> }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const at = now();
      const entry = entries.get(key);
      if (entry && at - entry.startedAt < ttlMs) return entry.answer;
      const answer = compute();
      entries.delete(key);
      entries.set(key, { startedAt: at, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
