import { createHash, randomBytes } from "node:crypto";
import { access, mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_IMAGE_PIXELS } from "@froyo/contracts";
import sharp from "sharp";
import { fieldError } from "./http-errors.js";

/**
 * Uploaded images (company logos, product pictures): checked from their bytes, re-encoded, stored under
 * `<uploads>/<company id>/<content hash>.<ext>` and served by plugins/uploads.ts.
 */
export interface ProcessedImage {
  bytes: Buffer;
  extension: "png" | "jpg" | "webp";
}

/** What is said when an image is refused: each feature words them with its field's name. */
export interface ImageMessages {
  tooLarge: string;
  wrongType: string;
  tooManyPixels: string;
}

/** The box an image field is scaled down into, and its messages. */
export interface ImageSpec {
  box: { width: number; height?: number };
  messages: ImageMessages;
}

/** An SVG is drawn at up to 4 × its natural size (288 dpi) so a small vector logo still rasterises sharply. */
const MAX_SVG_DENSITY = 288;

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an upload from its bytes (never its name or declared type) and re-encodes it, which drops metadata and
 * anything hidden after the image data. PNG, JPEG and WebP keep their format. SVG is rasterised to PNG rather
 * than stored: an SVG served from our origin could carry script, a PNG drawn by librsvg cannot (librsvg runs no
 * script and loads no external file or URL). Other formats are refused, as a 422 on `field`.
 */
export async function reencodeImage(field: string, spec: ImageSpec, input: Buffer): Promise<ProcessedImage> {
  const { messages } = spec;
  const refuse = (error: unknown) =>
    fieldError(field, isPixelLimit(error) ? messages.tooManyPixels : messages.wrongType);
  const metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch((error: unknown) => {
      throw refuse(error);
    });
  const { format, width = 0, height = 0 } = metadata;
  if (format !== "png" && format !== "jpeg" && format !== "webp" && format !== "svg") throw refuse(null);
  if (width * height > MAX_IMAGE_PIXELS) throw refuse(new Error("pixel limit"));

  const { box } = spec;
  const density = format === "svg" ? Math.min(MAX_SVG_DENSITY, Math.max(72, (72 * box.width) / width)) : undefined;
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, density })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true });
    if (format === "jpeg")
      return { bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: "jpg" };
    if (format === "webp") return { bytes: await pipeline.webp({ quality: 85 }).toBuffer(), extension: "webp" };
    return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: "png" };
  } catch (error) {
    throw refuse(error);
  }
}

const PUBLIC_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp)$/;

/** Content-hash names: the same image is one file, a changed image a new name (so it may be cached for a year). */
export function imageName(image: ProcessedImage): string {
  return `${createHash("sha256").update(image.bytes).digest("hex").slice(0, 32)}.${image.extension}`;
}

/**
 * Writes the images under `<uploads>/<company id>/` and returns their public paths and the files this call
 * created (files that already existed hold the same bytes and may be in use: they are never removed on failure).
 * Each file is written under a temporary dot-name (never served) and renamed, so no half-written image is seen.
 */
export async function storeImages<Field extends string>(
  uploadsDir: string,
  companyId: string,
  images: Partial<Record<Field, ProcessedImage>>,
): Promise<{ paths: Partial<Record<Field, string>>; created: string[] }> {
  const folder = path.join(uploadsDir, companyId);
  const paths: Partial<Record<Field, string>> = {};
  const created: string[] = [];
  const entries = Object.entries(images) as [Field, ProcessedImage][];
  if (entries.length === 0) return { paths, created };
  await mkdir(folder, { recursive: true });
  try {
    for (const [field, image] of entries) {
      const name = imageName(image);
      const file = path.join(folder, name);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        const temporary = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
        await writeFile(temporary, image.bytes, { flag: "wx" });
        await rename(temporary, file);
        created.push(file);
      }
      paths[field] = `/uploads/${companyId}/${name}`;
    }
  } catch (error) {
    await removeFiles(created);
    throw error;
  }
  return { paths, created };
}

/** The file behind a stored public path, only if it is one of ours inside this company's folder. */
export function fileOfPublicPath(uploadsDir: string, companyId: string, publicPath: string | null): string | null {
  if (!publicPath) return null;
  const prefix = `/uploads/${companyId}/`;
  const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : "";
  return PUBLIC_NAME.test(name) ? path.join(uploadsDir, companyId, name) : null;
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
}

export async function removeCompanyFolder(uploadsDir: string, companyId: string): Promise<void> {
  await rm(path.join(uploadsDir, companyId), { recursive: true, force: true });
}
