// Measures the JavaScript the sign-in page downloads on a first visit: the entry chunk named in dist/index.html,
// the lazy sign-in page chunk, and every chunk they import statically (gzip level 9, each file counted once).
// Usage: npm run build -w web && node web/scripts/sign-in-size.mjs [budgetKB]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const assets = join(dist, "assets");
const budgetKb = Number(process.argv[2] ?? 160);

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
const signIn = readdirSync(assets).find((file) => /^SignInPage-.*\.js$/.test(file));
if (!entry || !signIn) throw new Error("Build web first: entry or SignInPage chunk not found in web/dist.");

const seen = new Map();
function visit(file) {
  if (seen.has(file)) return;
  const code = readFileSync(join(assets, file));
  seen.set(file, gzipSync(code, { level: 9 }).length);
  // Static imports only: `import{..}from"./x.js"` and `import"./x.js"`; dynamic import("./x.js") loads later.
  for (const match of code.toString().matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(match[1]);
}
visit(entry);
visit(signIn);

const rows = [...seen].sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = rows.reduce((sum, [, size]) => sum + size, 0) / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  total gzip JS for /sign-in (budget ${budgetKb} KB)`);
if (totalKb >= budgetKb) process.exitCode = 1;
