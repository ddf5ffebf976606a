import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../../test/browser.js";
import { describeOnOneDatabase } from "../../test/databases.js";
import { buildTestApp, type TestApp } from "../../test/test-app.js";

/** A built web app as far as the server cares: an index.html with the build's placeholder tags. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "froyo-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta name="app-domain" content="localhost" /><title>Froyo</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The content of every `<meta name=…>` tag of that name, in page order. */
function metaContents(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, "g"))].map((match) => match[1] ?? "");
}

const PAGES = ["/", "/support", "/dashboard"];

describeOnOneDatabase("chat widget configuration", (kind) => {
  describe("without CHAT_WIDGET_URL", () => {
    let t: TestApp;
    let responses: [string, LightMyRequestResponse][];
    beforeAll(async () => {
      t = await buildTestApp(kind, { WEB_DIST_DIR: webDist() });
      const browser = new Browser(t.app, "demo.localhost");
      responses = [];
      for (const url of [...PAGES, "/healthz", "/check-subdomain"]) responses.push([url, await browser.get(url)]);
    });
    afterAll(() => t.close());

    it("keeps the CSP as strict as ever: our origin only, no frames from anywhere else", () => {
      for (const [url, response] of responses) {
        const csp = directives(response);
        expect(csp.get("script-src"), url).toEqual(["'self'"]);
        expect(csp.get("connect-src"), url).toEqual(["'self'"]);
        expect(csp.get("img-src"), url).toEqual(["'self'", "data:", "blob:"]);
        expect(csp.get("font-src"), url).toEqual(["'self'", "data:"]);
        expect(csp.get("style-src"), url).toEqual(["'self'", "'unsafe-inline'"]);
        expect(csp.has("frame-src"), url).toBe(false);
        expect(csp.get("default-src"), url).toEqual(["'self'"]);
      }
    });

    it("tells the web app there is no widget: an empty chat-widget-url and the default selector", () => {
      for (const url of PAGES) {
        const page = responses.find(([u]) => u === url)?.[1];
        expect(page?.statusCode, url).toBe(200);
        const html = page?.payload ?? "";
        expect(metaContents(html, "chat-widget-url"), url).toEqual([""]);
        expect(metaContents(html, "chat-widget-selector"), url).toEqual(["#chat-widget-container"]);
        expect(metaContents(html, "app-domain"), url).toEqual(["localhost"]);
      }
    });
  });

  describe("with CHAT_WIDGET_URL", () => {
    let t: TestApp;
    let responses: [string, LightMyRequestResponse][];
    beforeAll(async () => {
      t = await buildTestApp(kind, {
        WEB_DIST_DIR: webDist(),
        CHAT_WIDGET_URL: "https://widget.chat.example.net/loader.js?key=abc&lang=en",
        CHAT_WIDGET_SELECTOR: 'div[data-chat="main"]',
      });
      responses = [];
      for (const host of ["demo.localhost", "localhost"]) {
        const browser = new Browser(t.app, host);
        for (const url of [...PAGES, "/healthz", "/auth/me"]) responses.push([`${host}${url}`, await browser.get(url)]);
      }
    });
    afterAll(() => t.close());

    it("adds the widget's origin (and its WebSocket origin for calls) to the CSP, nothing else", () => {
      const origin = "https://widget.chat.example.net";
      for (const [url, response] of responses) {
        const csp = directives(response);
        expect(csp.get("script-src"), url).toEqual(["'self'", origin]);
        expect(csp.get("connect-src"), url).toEqual(["'self'", origin, "wss://widget.chat.example.net"]);
        expect(csp.get("frame-src"), url).toEqual(["'self'", origin]);
        expect(csp.get("img-src"), url).toEqual(["'self'", "data:", "blob:", origin]);
        expect(csp.get("font-src"), url).toEqual(["'self'", "data:", origin]);
        expect(csp.get("style-src"), url).toEqual(["'self'", "'unsafe-inline'", origin]);
        expect(csp.get("default-src"), url).toEqual(["'self'"]);
        expect(csp.get("object-src"), url).toEqual(["'none'"]);
        expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
        expect(csp.get("script-src"), url).not.toContain("'unsafe-inline'");
        expect(String(response.headers["content-security-policy"]), url).not.toContain("loader.js");
      }
    });

    it("passes the URL and the selector to the web app as meta tags, escaped", () => {
      const pages = responses.filter(([url]) => PAGES.some((page) => url.endsWith(`localhost${page}`)));
      expect(pages).toHaveLength(PAGES.length * 2);
      for (const [url, response] of pages) {
        expect(response.statusCode, url).toBe(200);
        expect(String(response.headers["content-type"]), url).toContain("text/html");
        expect(metaContents(response.payload, "chat-widget-url"), url).toEqual([
          "https://widget.chat.example.net/loader.js?key=abc&amp;lang=en",
        ]);
        expect(metaContents(response.payload, "chat-widget-selector"), url).toEqual([
          "div[data-chat=&quot;main&quot;]",
        ]);
      }
    });
  });
});
