import { SALES_EXPORT_COUNT_HEADER } from "@froyo/contracts";
import { ApiError } from "../../../lib/api-error";

export interface ExportProgress {
  /** Rows received so far (the header line not counted). */
  rows: number;
  bytes: number;
  /** Rows the file will hold, as the server counted them first; null if it did not say. */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
  rows: number;
}

const NEWLINE = 0x0a;

/**
 * GET /api/sales/export?<filters>: the CSV read as a stream, so the page can count rows against the server's
 * `X-Total-Count` as they arrive and the user can cancel (`signal`). The chunks become one Blob at the end: the
 * browser holds the file once, as any download does.
 */
export async function exportOrders(
  query: URLSearchParams,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const response = await fetch(`/api/sales/export?${query}`, { credentials: "same-origin", signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError({
      status: response.status,
      message: body.message ?? response.statusText,
      serverMessage: body.message,
      errors: body.errors,
    });
  }
  const header = response.headers.get(SALES_EXPORT_COUNT_HEADER);
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "sales.csv";
  const chunks: Uint8Array[] = [];
  let lines = 0;
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (const byte of value) if (byte === NEWLINE) lines += 1;
      onProgress({ rows: Math.max(0, lines - 1), bytes, total });
    }
  }
  const rows = Math.max(0, lines - 1);
  return { blob: new Blob(chunks as BlobPart[], { type: "text/csv;charset=utf-8" }), filename, rows };
}

/** Hands a finished file to the browser's downloads. */
export function saveFile(file: ExportedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
