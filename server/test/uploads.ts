import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Browser } from "./browser.js";
import type { TestApp } from "./test-app.js";

/** Test helpers for uploads (company logos, product images): multipart bodies, generated images, what is on disk. */

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type?: string;
}
export type FormFields = Record<string, string | FilePart | (string | FilePart)[]>;

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartBody(fields: FormFields): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") form.append(name, item);
      else form.append(name, new Blob([new Uint8Array(item.bytes)], { type: item.type ?? "" }), item.filename);
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") as string,
  };
}

/** Sends a multipart form with the browser's cookies and CSRF header (as the web app's axios does). */
export async function sendForm(
  t: TestApp,
  browser: Browser,
  url: string,
  fields: FormFields,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(fields);
  const xsrf = browser.cookies.get("XSRF-TOKEN");
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      host: browser.host,
      accept: "application/json",
      "content-type": contentType,
      ...(xsrf ? { "x-xsrf-token": xsrf } : {}),
      ...(browser.cookies.size > 0 ? { cookie: browser.cookieHeader() } : {}),
      ...headers,
    },
    payload,
  });
}

type Format = "png" | "jpeg" | "webp" | "gif";

/** A small generated image of the given format (noise: true makes it incompressible, to reach a byte size). */
export async function image(format: Format, width = 64, height = 32, options: { noise?: boolean } = {}) {
  const base = options.noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: "#DF7F8C" } });
  return base.toFormat(format, format === "png" && options.noise ? { compressionLevel: 0 } : {}).toBuffer();
}

export const file = (bytes: Buffer, filename: string, type?: string): FilePart => ({ bytes, filename, type });

export const uploadsDir = (t: TestApp) => path.resolve(t.app.config.DATA_DIR, "uploads");

/** Every file under the uploads folder, relative to it (to prove a refused request wrote nothing). */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(uploadsDir(t), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(t), path.join(entry.parentPath, entry.name)))
    .sort();
}
