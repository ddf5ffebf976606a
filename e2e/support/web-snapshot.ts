import { existsSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { WEB_INDEX } from "./paths.js";

const ATTEMPTS = 10;

/** True when every /assets/… file that index.html references is in the folder. */
async function isComplete(dir: string): Promise<boolean> {
  const index = await readFile(path.join(dir, "index.html"), "utf8").catch(() => "");
  if (!index) return false;
  const assets = [...index.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1] as string);
  return assets.every((asset) => existsSync(path.join(dir, asset)));
}

/**
 * Copies web/dist for this run and returns the copy's path (served through WEB_DIST_DIR). The server reads
 * index.html once at start-up, so a rebuild of web/dist during a run (`vite build` empties the folder) would leave
 * it pointing at deleted assets; the copy keeps a run consistent. A copy taken mid-build is retried.
 */
export async function snapshotWebDist(target: string): Promise<string> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await rm(target, { recursive: true, force: true });
    await cp(path.dirname(WEB_INDEX), target, { recursive: true }).catch(() => undefined);
    if (await isComplete(target)) return target;
    await delay(2_000);
  }
  throw new Error("web/dist stayed incomplete (a build in progress?): run `npm run build -w web` and retry.");
}
