/**
 * A GET the first screen needs, sent from main.tsx before React renders so it travels alongside the page's code
 * chunks instead of after them. The first consumer takes the early answer; any later call asks the server again.
 */
export function earlyRequest<T>(send: () => Promise<T>) {
  let early: Promise<T> | undefined;
  return {
    start(): void {
      early = send();
      // Observed here so an early failure is not "unhandled"; the consumer still receives the rejection.
      early.catch(() => undefined);
    },
    take(): Promise<T> {
      const answer = early ?? send();
      early = undefined;
      return answer;
    },
  };
}
