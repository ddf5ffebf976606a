import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * The sources a third-party chat widget needs: its origin for its script, styles, fonts, images, frames and calls,
 * plus the matching WebSocket origin (CSP's https: does not cover wss:). Nothing without a widget.
 */
export function chatWidgetSources(chatWidgetUrl: string | undefined): { origin: string[]; connect: string[] } {
  if (!chatWidgetUrl) return { origin: [], connect: [] };
  const url = new URL(chatWidgetUrl);
  const socket = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return { origin: [url.origin], connect: [url.origin, socket] };
}

interface SecurityHeadersOptions {
  chatWidgetUrl?: string;
  /** `'sha256-…'` sources of the page's own inline scripts (index.html's boot script), allowed by exact content. */
  inlineScriptHashes?: string[];
}

/**
 * A strict Content-Security-Policy the app passes: scripts only from our origin (plus index.html's boot script, by
 * its hash), styles inline-allowed because MUI/Emotion inject them at run time. A configured chat widget's origin
 * is the only other addition. Helmet's middleware is built once here and runs on every request: @fastify/helmet
 * built it again for each request (parsing the policy every time), a tenth of a kiosk's sale's time in this process.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions = {}) => {
  const widget = chatWidgetSources(options.chatWidgetUrl);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []), ...widget.origin],
        styleSrc: ["'self'", "'unsafe-inline'", ...widget.origin],
        imgSrc: ["'self'", "data:", "blob:", ...widget.origin],
        fontSrc: ["'self'", "data:", ...widget.origin],
        connectSrc: ["'self'", ...widget.connect],
        ...(widget.origin.length > 0 ? { frameSrc: ["'self'", ...widget.origin] } : {}),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Upload and asset URLs are same-origin; this keeps other sites from embedding them.
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
