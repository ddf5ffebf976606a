import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { inlineEntryCss } from "./vite-plugin-inline-entry-css";
import { muiWithoutCssVars } from "./vite-plugin-mui-without-css-vars";
import { precompress } from "./vite-plugin-precompress";
import { pureContracts } from "./vite-plugin-pure-contracts";
import { zodWithoutJsonSchema } from "./vite-plugin-zod-without-json-schema";

/** Paths the Fastify server answers; everything else is the single-page app. */
const SERVER_PATHS = ["/auth", "/api", "/sanctum", "/check-subdomain", "/uploads", "/healthz"];

export default defineConfig(({ mode }) => {
  // API_PROXY_TARGET lets the dev server talk to a server on another port (default: the Fastify dev server).
  const env = loadEnv(mode, ".", "");
  const target = env.API_PROXY_TARGET || "http://localhost:3000";
  return {
    plugins: [react(), pureContracts(), muiWithoutCssVars(), zodWithoutJsonSchema(), inlineEntryCss(), precompress()],
    build: {
      outDir: "dist",
      emptyOutDir: true,
      sourcemap: false,
      // Logos and icons as files: inlined as data URIs they would count against the sign-in page's JavaScript.
      assetsInlineLimit: 0,
      rollupOptions: {
        output: {
          // Rollup makes a chunk of each set of modules that the same lazy routes share: 188 files, most of them a
          // few MUI components, and /dashboard fetched 68. Each costs the phone a request, a compile and a preload
          // link; chunks under 5 KB of source (before minifying) are merged into others where no module's side
          // effects move, so /dashboard fetches 47 and its blocking time at 4× CPU fell by a quarter to a half
          // (issue 22; bench/lighthouse-ab.ts). Larger targets move code into the sign-in page, past its budget
          // (10 KB: 159 of 160 KB).
          experimentalMinChunkSize: 5_000,
        },
        onwarn(warning, warn) {
          // MUI and react-router mark modules "use client" for server components; meaningless in a browser bundle.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          // zod places some /* @__PURE__ */ comments where Rollup cannot use them; it drops them, harmlessly.
          if (warning.code === "INVALID_ANNOTATION") return;
          warn(warning);
        },
      },
    },
    server: {
      port: 5173,
      // Tenants are subdomains (acme.localhost): accept them, and keep the Host header (changeOrigin: false)
      // so the server resolves the same company as in production.
      allowedHosts: [".localhost"],
      proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target, changeOrigin: false, xfwd: true }])),
    },
  };
});
