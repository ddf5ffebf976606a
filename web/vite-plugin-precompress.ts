import type { Plugin } from "vite";

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy next to every script, stylesheet and SVG of the build. The
 * server's static handler serves them as they are (preCompressed), so browsers get the smallest transfer without
 * the server compressing on every request. index.html is left out: the server rewrites its meta tags.
 */
const COMPRESSIBLE = /\.(js|css|svg)$/;
const MIN_BYTES = 1024;

// Typed locally so this file needs no Node type definitions (the web tsconfig has DOM types only).
interface Zlib {
  gzipSync(data: Uint8Array, options: { level: number }): Uint8Array;
  brotliCompressSync(data: Uint8Array, options: { params: Record<number, number> }): Uint8Array;
  constants: { BROTLI_PARAM_QUALITY: number; BROTLI_PARAM_MODE: number; BROTLI_MODE_TEXT: number };
}

export function precompress(): Plugin {
  return {
    name: "froyo:precompress",
    apply: "build",
    enforce: "post",
    // "post": the copies must be made from the final code (Vite fills in its preload lists in its own generateBundle).
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const zlib = (await import("node:zlib" as string)) as Zlib;
        const brotliParams = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        };
        for (const output of Object.values(bundle)) {
          if (!COMPRESSIBLE.test(output.fileName)) continue;
          const source = output.type === "chunk" ? output.code : output.source;
          const bytes = typeof source === "string" ? new TextEncoder().encode(source) : source;
          if (bytes.byteLength < MIN_BYTES) continue;
          this.emitFile({
            type: "asset",
            fileName: `${output.fileName}.gz`,
            source: zlib.gzipSync(bytes, { level: 9 }),
          });
          this.emitFile({
            type: "asset",
            fileName: `${output.fileName}.br`,
            source: zlib.brotliCompressSync(bytes, { params: brotliParams }),
          });
        }
      },
    },
  };
}
