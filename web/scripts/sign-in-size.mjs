// Measures the JavaScript the sign-in page downloads on a first visit: the entry chunk named in dist/index.html,
// the app chunk it always imports (src/app/mount.tsx), the lazy sign-in page chunk, and every chunk they import
// statically, each file counted once. The budget applies to what the server sends: the build's pre-compressed
// brotli files (every browser asks for br over https; `npm run bench` measures the same page over the network).
// gzip (level 9) is shown beside it for clients without brotli.
// Usage: npm run build -w web && node web/scripts/sign-in-size.mjs [budgetKB]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const assets = join(dist, "assets");
const budgetKb = Number(process.argv[2] ?? 160);

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
const signIn = readdirSync(assets).find((file) => /^SignInPage-.*\.js$/.test(file));
const app = readdirSync(assets).find((file) => /^mount-.*\.js$/.test(file));
if (!entry || !signIn || !app)
  throw new Error("Build web first: entry, app or SignInPage chunk not found in web/dist.");

const brotli = (code) =>
  brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }).length;

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(join(assets, file));
  seen.set(file, { br: brotli(code), gz: gzipSync(code, { level: 9 }).length });
  // Static imports only: `import{..}from"./x.js"` and `import"./x.js"`; dynamic import("./x.js") loads later.
  for (const match of code.toString().matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(match[1]);
}
visit(entry);
visit(app);
visit(signIn);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = [...seen].sort((a, b) => b[1].br - a[1].br);
console.log("   brotli     gzip");
for (const [file, size] of rows) console.log(`${kb(size.br)} KB ${kb(size.gz)} KB  ${file}`);
const total = (key) => rows.reduce((sum, [, size]) => sum + size[key], 0);
console.log(
  `${kb(total("br"))} KB ${kb(total("gz"))} KB  total JS for /sign-in (budget ${budgetKb} KB as served, brotli)`,
);
if (total("br") / 1024 > budgetKb) process.exitCode = 1;
