import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { image } from "../../../test/uploads.js";
import { ValidationError } from "../../lib/http-errors.js";
import { fileOfPublicPath, imageName } from "../../lib/images.js";
import { reencodeImage } from "./company-images.js";

const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe("reencodeImage", () => {
  it("keeps PNG, JPEG and WebP in their format", async () => {
    for (const [format, extension] of [
      ["png", "png"],
      ["jpeg", "jpg"],
      ["webp", "webp"],
    ] as const) {
      const result = await reencodeImage("footer_logo", await image(format, 50, 20));
      expect(result.extension).toBe(extension);
      expect(await sizeOf(result.bytes)).toEqual({ width: 50, height: 20, format });
    }
  });

  it("shrinks logos to 1024 px wide and favicons into 256 × 256, never enlarging", async () => {
    expect(await sizeOf((await reencodeImage("primary_logo", await image("png", 3000, 600))).bytes)).toMatchObject({
      width: 1024,
      height: 205,
    });
    expect(await sizeOf((await reencodeImage("favicon", await image("png", 1000, 500))).bytes)).toMatchObject({
      width: 256,
      height: 128,
    });
    expect(await sizeOf((await reencodeImage("favicon", await image("png", 16, 16))).bytes)).toMatchObject({
      width: 16,
      height: 16,
    });
  });

  it("applies the EXIF orientation before dropping the metadata", async () => {
    const rotated = await sharp(await image("jpeg", 40, 20))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await reencodeImage("footer_logo", rotated);
    const metadata = await sharp(result.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 40, undefined]);
  });

  it("throws a field error naming the field", async () => {
    const error = await reencodeImage("favicon", Buffer.from("GIF89a")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({ favicon: ["The favicon must be a PNG, JPEG or WebP image."] });
  });

  it("names the same bytes the same, other bytes otherwise", async () => {
    const a = await reencodeImage("favicon", await image("png", 10, 10));
    const b = await reencodeImage("favicon", await image("png", 10, 10));
    const c = await reencodeImage("favicon", await image("png", 11, 10));
    expect(imageName(a)).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(imageName(a)).toBe(imageName(b));
    expect(imageName(a)).not.toBe(imageName(c));
  });
});

describe("fileOfPublicPath", () => {
  const id = "0199aaaa-0000-7000-8000-000000000001";
  it("maps only this company's content-hash names to files", () => {
    expect(fileOfPublicPath("/u", id, `/uploads/${id}/${"a".repeat(32)}.png`)).toBe(`/u/${id}/${"a".repeat(32)}.png`);
    for (const other of [
      null,
      `/uploads/0199aaaa-0000-7000-8000-000000000002/${"a".repeat(32)}.png`,
      `/uploads/${id}/../../etc/passwd`,
      `/uploads/${id}/${"a".repeat(32)}.svg`,
      `/uploads/${id}/x/${"a".repeat(32)}.png`,
    ]) {
      expect(fileOfPublicPath("/u", id, other)).toBeNull();
    }
  });
});
