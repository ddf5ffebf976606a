import { randomBytes } from "node:crypto";
import { MAX_IMAGE_BYTES } from "@froyo/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "../../../test/browser.js";
import { companiesSnapshot, superAdmin, uniqueSubdomain } from "../../../test/companies.js";
import { describeOnOneDatabase } from "../../../test/databases.js";
import { buildTestApp, type TestApp } from "../../../test/test-app.js";
import { type FormFields, file, image, sendForm, uploadedFiles } from "../../../test/uploads.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WRONG_TYPE = "The primary logo must be a PNG, JPEG or WebP image.";

describeOnOneDatabase("company image uploads: hostile files", (kind) => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await superAdmin(t);
  });
  afterAll(() => t.close());

  const create = (fields: FormFields) =>
    sendForm(t, admin, "/api/companies", { name: "Upload Co", subdomain: uniqueSubdomain("up"), ...fields });
  const served = async (publicPath: string) => (await admin.get(publicPath)).rawPayload;

  /** Asserts the request was refused with 422 and changed neither the companies table nor the uploads folder. */
  async function expectRefused(fields: FormFields, field: string, message?: string) {
    const before = [await companiesSnapshot(t), await uploadedFiles(t)];
    const response = await create(fields);
    expect(response.statusCode, response.payload).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toEqual([message]);
    expect([await companiesSnapshot(t), await uploadedFiles(t)]).toEqual(before);
  }

  describe("SVG", () => {
    it("rasterises an SVG with a script to a PNG that carries no script", async () => {
      const svg = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40">
          <script>alert(document.cookie)</script>
          <rect width="120" height="40" fill="#DF7F8C" onload="alert(1)"/>
          <image xlink:href="file:///etc/passwd" width="10" height="10"/>
          <image href="http://169.254.169.254/latest/meta-data" width="10" height="10"/>
        </svg>`,
      );
      const response = await create({ primary_logo: file(svg, "logo.svg", "image/svg+xml") });
      expect(response.statusCode, response.payload).toBe(201);
      const logo = response.json().data.primary_logo.path;
      expect(logo).toMatch(/\.png$/);
      const bytes = await served(logo);
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      for (const needle of ["script", "alert", "onload", "passwd", "<svg"]) expect(bytes.includes(needle)).toBe(false);
      // Drawn at a higher density so a small vector logo stays sharp.
      expect((await sharp(bytes).metadata()).width).toBeGreaterThan(120);
    });

    it("refuses an SVG whose drawing would exceed the pixel cap", async () => {
      const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"></svg>`);
      await expectRefused({ primary_logo: file(svg, "huge.svg") }, "primary_logo");
    });
  });

  describe("type from the bytes, never the name", () => {
    it("stores a PNG named .svg and sent as image/svg+xml as a PNG", async () => {
      const response = await create({ favicon: file(await image("png"), "icon.svg", "image/svg+xml") });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.favicon.path).toMatch(/\.png$/);
    });

    it.each([
      ["a text file named .png", Buffer.from("just some text, honest"), "logo.png"],
      ["HTML named .png", Buffer.from("<html><script>alert(1)</script></html>"), "logo.png"],
      ["a PNG signature followed by junk", Buffer.concat([PNG_SIGNATURE, randomBytes(500)]), "logo.png"],
      ["an empty-ish JPEG header", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "logo.jpg"],
    ])("refuses %s", async (_what, bytes, filename) => {
      await expectRefused({ primary_logo: file(bytes, filename, "image/png") }, "primary_logo", WRONG_TYPE);
    });

    it("refuses a GIF, even named .png", async () => {
      await expectRefused({ primary_logo: file(await image("gif"), "logo.png") }, "primary_logo", WRONG_TYPE);
    });

    it("drops what hides in or after the image: metadata and an appended payload", async () => {
      const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: "#123456" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "secret-owner", ImageDescription: "GPS 48.85N" } })
        .toBuffer();
      const polyglot = Buffer.concat([await image("png"), Buffer.from("<script>alert(1)</script>")]);
      const response = await create({ footer_logo: file(jpeg, "f.jpg"), primary_logo: file(polyglot, "p.png") });
      expect(response.statusCode, response.payload).toBe(201);
      const data = response.json().data;
      const footer = await served(data.footer_logo.path);
      expect(footer.includes("secret-owner")).toBe(false);
      expect((await sharp(footer).metadata()).exif).toBeUndefined();
      expect((await served(data.primary_logo.path)).includes("<script>")).toBe(false);
    });
  });

  describe("size and pixel limits", () => {
    it("accepts an image of exactly 2 MB", async () => {
      const png = await image("png", 800, 800, { noise: true });
      const exact = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length, 0)]);
      expect(exact.length).toBe(MAX_IMAGE_BYTES);
      const response = await create({ primary_logo: file(exact, "exact.png") });
      expect(response.statusCode, response.payload).toBe(201);
    });

    it("refuses 2 MB + 1 byte while streaming, writing nothing", async () => {
      const png = await image("png", 800, 800, { noise: true });
      const over = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length, 0)]);
      await expectRefused(
        { footer_logo: file(over, "big.png") },
        "footer_logo",
        "The footer logo must not be greater than 2 MB.",
      );
    });

    it("refuses a much larger file the same way", async () => {
      await expectRefused({ favicon: file(Buffer.alloc(12 * 1024 * 1024, 7), "huge.png") }, "favicon");
    });

    it("refuses a 10000 × 10000 PNG (small on disk, huge in memory)", async () => {
      const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
      await expectRefused(
        { primary_logo: file(bomb, "bomb.png") },
        "primary_logo",
        "The primary logo must not be larger than 4096 × 4096 pixels.",
      );
    });
  });

  describe("the form itself", () => {
    it.each<[string, () => Promise<FormFields>, string]>([
      [
        "four files",
        async () => ({
          primary_logo: file(await image("png"), "a.png"),
          footer_logo: file(await image("png"), "b.png"),
          favicon: file(await image("png"), "c.png"),
          extra: file(await image("png"), "d.png"),
        }),
        "extra",
      ],
      ["an unknown file field", async () => ({ avatar: file(await image("png"), "a.png") }), "avatar"],
      [
        "a file sent twice",
        async () => ({ favicon: [file(await image("png"), "a.png"), file(await image("png"), "b.png")] }),
        "favicon",
      ],
      ["a path instead of a file", async () => ({ primary_logo: "/etc/passwd" }), "primary_logo"],
      ["a field sent twice", async () => ({ support_email: ["a@example.com", "b@example.com"] }), "support_email"],
      [
        "a field over 4 KB",
        async () => ({ tutorial_url: `https://x.example.com/${"a".repeat(5000)}` }),
        "tutorial_url",
      ],
    ])("refuses %s", async (_what, fields, field) => {
      const before = [await companiesSnapshot(t), await uploadedFiles(t)];
      const response = await create(await fields());
      expect(response.statusCode, response.payload).toBe(422);
      const errors = response.json().errors;
      expect(errors[field] ?? errors.body, JSON.stringify(errors)).toBeDefined();
      expect([await companiesSnapshot(t), await uploadedFiles(t)]).toEqual(before);
    });

    it("treats an empty file input as no file", async () => {
      const response = await create({ primary_logo: file(Buffer.alloc(0), "") });
      expect(response.statusCode, response.payload).toBe(201);
      expect(response.json().data.primary_logo).toBeNull();
    });

    it("answers 422 to JSON and to a malformed multipart body", async () => {
      const json = await admin.post("/api/companies", { name: "Json Co", subdomain: uniqueSubdomain() });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ body: ["The request must be multipart/form-data."] });
      const broken = await t.app.inject({
        method: "POST",
        url: "/api/companies",
        headers: {
          host: "localhost",
          cookie: admin.cookieHeader(),
          "x-xsrf-token": admin.cookies.get("XSRF-TOKEN") as string,
          "content-type": "multipart/form-data; boundary=xyz",
        },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken\r\n--xyz\r\nContent-Disposition: form-da',
      });
      expect(broken.statusCode).toBe(422);
    });
  });
});
