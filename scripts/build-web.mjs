// Builds the web app for `npm start`, quietly, and only when its sources changed since the last build: the second
// start of an unchanged checkout goes straight to the server. Prints one line either way.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = path.join(root, "web");
const distDir = path.join(webDir, "dist");
// Beside the build rather than in it: everything in dist/ is served to browsers.
const stampFile = path.join(root, "node_modules", ".cache", "froyo-web-sources-hash");

/** Everything a build reads from this repository: the web workspace, the shared contracts, the locked versions. */
const INPUTS = ["web", "contracts/src", "package-lock.json"];
const SKIPPED = new Set(["node_modules", "dist"]);

/** The files under a folder (or the file itself), in a stable order. */
function* files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  if (statSync(absolute).isFile()) {
    yield relative;
    return;
  }
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (!SKIPPED.has(entry.name)) yield* files(path.join(relative, entry.name));
  }
}

/** A hash of the inputs' paths and contents: unlike modification times, it survives checkouts and copies. */
function sourcesHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

const hash = sourcesHash();
const upToDate =
  existsSync(path.join(distDir, "index.html")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8").trim() === hash;

if (upToDate) {
  console.log("Web app: up to date, not rebuilt.");
} else {
  const startedAt = performance.now();
  const { build } = await import("vite");
  // "warn" keeps Vite's list of every asset and its size out of the terminal; warnings and errors still show.
  await build({ root: webDir, logLevel: "warn" });
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`Web app: built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
}
