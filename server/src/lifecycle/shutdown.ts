import type { FastifyInstance } from "fastify";
import type { Listener } from "./listener.js";

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The graceful stop, within `timeoutMs` in all: no new connections; the requests in flight answered (a kiosk's
 * sales batch is acknowledged only after its commit, so it finishes or is never acknowledged); `/readyz` and any
 * new request on an open connection 503; then the app closes (the sales writer settles, the database closes) and
 * the last connections end. `app` is still starting when a signal comes early: the start is let finish, since a
 * migration or the demo seed cut off midway would leave more to repair than the wait costs. True when all of it
 * fitted in the time.
 */
export async function shutDown(
  listener: Listener,
  app: Promise<FastifyInstance | undefined>,
  timeoutMs: number,
  log: Log,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(0, deadline - Date.now());
  const answered = await listener.drain(left());
  if (!answered) log.warn(`${listener.unanswered} request(s) still unanswered after ${timeoutMs} ms: closing anyway`);
  const started = await within(app, left());
  listener.detach();
  const closed = started.done && started.value ? (await within(started.value.close(), left())).done : started.done;
  if (!closed) log.warn(`the app did not close within ${timeoutMs} ms`);
  await listener.close(left());
  return answered && closed;
}

async function within<T>(promise: Promise<T>, ms: number): Promise<{ done: boolean; value?: T }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ done: boolean }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  const settled = promise.then(
    (value) => ({ done: true, value }),
    () => ({ done: true }),
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
