import { fileURLToPath } from "node:url";

/** The repository root (the server is started from there, as `npm start` does). */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Git-ignored home of everything a run leaves behind: reports, failure screenshots, key-screen shots, logs. */
export const ARTIFACTS_DIR = fileURLToPath(new URL("../../.artifacts/e2e", import.meta.url));
export const WEB_INDEX = fileURLToPath(new URL("../../web/dist/index.html", import.meta.url));
