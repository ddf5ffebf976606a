import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { DEFAULT_PRIMARY_COLOR, ERROR_MESSAGES } from "@froyo/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const API_PREFIXES = ["/api/", "/auth/", "/sanctum/", "/device/", "/uploads/"];

/**
 * A browser opening a page (a typed address, a bookmark of a template leftover such as /auth/jwt/sign-in) asks
 * for HTML; the app's calls ask for JSON (spec section 7), and so do integrators. An unknown path under an API
 * prefix then gets the app, whose router shows its /404 page, instead of raw JSON on screen.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Where index.html's boot splash takes the company's logo. */
const BOOT_LOGO_PLACEHOLDER = /<!-- boot-logo:[^>]*-->/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Sets each `<meta name=… content=…>` of the page, replacing the build's placeholder or adding it to the head. */
export function withRuntimeSettings(html: string, settings: Record<string, string>): string {
  let page = html;
  for (const [name, value] of Object.entries(settings)) {
    const tag = `<meta name="${name}" content="${escapeAttribute(value)}" />`;
    const existing = new RegExp(`<meta\\s+name="${name}"[^>]*>`);
    page = existing.test(page) ? page.replace(existing, tag) : page.replace("</head>", `${tag}</head>`);
  }
  return page;
}

/** The built page, or null when the web app has not been built. */
export function readIndexHtml(distDir: string): string | null {
  const indexFile = path.join(distDir, "index.html");
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
}

/**
 * CSP hash sources (`'sha256-…'`) of the page's inline scripts: index.html's boot script applies the stored
 * display settings before the first paint, and the policy allows exactly that script, nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Serves the built single-page app: hashed assets cached forever (pre-compressed .br/.gz files when the build made
 * them), index.html never cached and carrying the runtime settings as meta tags (its only inline script is
 * allowed by hash, see inlineScriptHashes). Unknown non-API paths get index.html and the app's router decides.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      /** The built index.html (readIndexHtml); null when the web app is not built. */
      indexHtml: string | null;
      appDomain: string;
      publicSiteUrl: string;
      /** Unset: no chat widget (the page says so with an empty chat-widget-url). */
      chatWidgetUrl?: string;
      chatWidgetSelector: string;
    },
  ) => {
    const hasWebApp = options.indexHtml !== null;
    if (!hasWebApp) app.log.warn({ distDir: options.distDir }, "web app not built: run `npm run build`");

    const indexHtml = hasWebApp
      ? withRuntimeSettings(options.indexHtml ?? "", {
          "app-domain": options.appDomain,
          "public-site-url": options.publicSiteUrl,
          "chat-widget-url": options.chatWidgetUrl ?? "",
          "chat-widget-selector": options.chatWidgetSelector,
        })
      : "";

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false, // set below: immutable for hashed assets only
        setHeaders(res, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader("cache-control", isHashedAsset ? IMMUTABLE : "public, max-age=3600");
        },
      });
    }

    /**
     * The page as a company's visitors get it: its colour for the browser chrome, and its logo in the boot splash, so
     * the brand is on screen at the first paint instead of after the JavaScript.
     */
    async function pageFor(request: FastifyRequest): Promise<string> {
      const tenant = await request.getTenant();
      if (tenant.kind !== "company") return indexHtml;
      const { name, primaryColorHex, primaryLogoPath } = tenant.company;
      const page = withRuntimeSettings(indexHtml, { "theme-color": primaryColorHex ?? DEFAULT_PRIMARY_COLOR });
      if (!primaryLogoPath) return page;
      const logo = `<img class="boot-logo" src="${escapeAttribute(primaryLogoPath)}" alt="${escapeAttribute(`${name} logo`)}" />`;
      return page.replace(BOOT_LOGO_PLACEHOLDER, logo);
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(await pageFor(request));

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage =
        hasWebApp &&
        (request.method === "GET" || request.method === "HEAD") &&
        (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || isPageNavigation(request)) &&
        !/\.[a-z0-9]{1,8}$/i.test(request.url.split("?")[0] ?? "");
      if (isPage) return sendIndex(request, reply);
      return reply.code(404).send({ message: ERROR_MESSAGES.notFound });
    });
  },
);
