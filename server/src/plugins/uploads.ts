import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Company images under /uploads/<company id>/<content hash>.<ext>. Names change with content, so they are cached
 * for a year; `nosniff` and a sandboxing CSP keep an image from ever running as a page.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { uploadsDir: string }) => {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    // Otherwise @fastify/send writes its own "public, max-age=0" over the header set below.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      res.setHeader("x-content-type-options", "nosniff");
      res.setHeader("content-security-policy", "default-src 'none'; img-src 'self'; sandbox");
    },
  });
});
