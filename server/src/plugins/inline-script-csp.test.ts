import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";
import { inlineScriptHashes } from "./web-app.js";

const BOOT_SCRIPT = '\n      document.documentElement.dir = localStorage.getItem("dir") || "ltr";\n    ';

function webDistWithBootScript(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "froyo-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><script>${BOOT_SCRIPT}</script><title>Froyo</title></head>` +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  return dir;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

it("hashes each inline script by its exact content, and no script with a src", () => {
  const html = `<script>${BOOT_SCRIPT}</script><script type="module" src="/x.js"></script><script>b()</script>`;
  expect(inlineScriptHashes(html)).toEqual([sha256(BOOT_SCRIPT), sha256("b()")]);
  expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
});

describeOnOneDatabase("the boot script under the Content-Security-Policy", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { WEB_DIST_DIR: webDistWithBootScript() });
  });
  afterAll(() => t.close());

  it("allows index.html's inline boot script by its hash, and nothing else inline", async () => {
    const browser = new Browser(t.app, "demo.localhost");
    for (const url of ["/sign-in", "/dashboard", "/healthz"]) {
      const response = await browser.get(url);
      const policy = String(response.headers["content-security-policy"]);
      const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"));
      expect(scriptSrc?.trim().split(/\s+/), url).toEqual(["script-src", "'self'", sha256(BOOT_SCRIPT)]);
    }
    const page = await browser.get("/sign-in");
    expect(page.payload).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });
});
