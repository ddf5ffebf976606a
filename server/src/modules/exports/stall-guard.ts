import { Readable } from "node:stream";

/** What an export is stopped with when its reader took nothing for too long. */
export class ExportStalledError extends Error {
  readonly code = "EXPORT_STALLED";
  constructor(stallMs: number) {
    super(`the export's reader took nothing for ${stallMs} ms: stopped`);
  }
}

/** The most handed on at once: small, so that a slow but steady reader shows progress often. */
const SLICE_BYTES = 16 * 1024;

/**
 * `source` as a stream that stops itself, and its source, when its reader takes nothing for `stallMs`: a download
 * left open by a client that no longer reads would otherwise hold its place among the exports (and its buffers)
 * for as long as the connection lives. The clock runs only while this stream waits for its reader (its buffer is
 * full); time spent reading the source (the database) never counts. Chunks are handed on in slices of 16 KiB, so a
 * page of several hundred kilobytes does not have to be taken whole within the bound by a slow link. `finish` (which
 * must not fail) runs once, however the stream ends, before its end is seen: the export's place is given back before
 * its reader has the last byte, so a user who starts the next export at once finds it free.
 */
export function stallGuarded(source: Readable, stallMs: number, finish: () => Promise<void>): Readable {
  const chunks: AsyncIterator<Buffer | string> = source[Symbol.asyncIterator]();
  let slices: Buffer[] = [];
  let stallTimer: NodeJS.Timeout | undefined;

  return new Readable({
    async read() {
      clearTimeout(stallTimer);
      try {
        while (slices.length === 0) {
          const next = await chunks.next();
          if (next.done) {
            await finish();
            this.push(null);
            return;
          }
          slices = sliced(Buffer.from(next.value));
        }
        while (slices.length > 0) {
          if (!this.push(slices.shift())) {
            stallTimer = setTimeout(() => this.destroy(new ExportStalledError(stallMs)), stallMs);
            return;
          }
        }
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    // Closes only once the source has (its page read in flight, if any, finished and its transaction ended), and
    // the place is given back.
    destroy(error, callback) {
      clearTimeout(stallTimer);
      const done = () => void finish().then(() => callback(error));
      if (source.closed) {
        done();
        return;
      }
      source.once("close", done);
      source.destroy();
    },
  });
}

function sliced(chunk: Buffer): Buffer[] {
  const slices: Buffer[] = [];
  for (let start = 0; start < chunk.length; start += SLICE_BYTES) {
    slices.push(chunk.subarray(start, start + SLICE_BYTES));
  }
  return slices;
}
