import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolation, findLayerViolations } from "./check-layers.mjs";

/**
 * A small tree laid out as the repository is, with the real rules (.dependency-cruiser.mjs): every deliberately
 * broken import below must fail the check by its rule, and every allowed one must pass, so a rule that stops
 * matching (a moved folder, a typo in a pattern) shows here rather than as a silent pass.
 */
const FILES = {
  // web: allowed arrows
  "web/src/lib/format.ts": "export const format = (n: number) => String(n);",
  "web/src/components/Figure.tsx": 'import { format } from "../lib/format";\nexport const Figure = () => format(1);',
  "web/src/features/kiosks/index.ts": 'export { KioskFleet } from "./components/KioskFleet";',
  "web/src/features/kiosks/components/KioskFleet.tsx":
    'import { Figure } from "../../../components/Figure";\nexport const KioskFleet = () => Figure();',
  "web/src/features/kiosks/pages/KiosksPage.tsx":
    'export { KioskFleet as KiosksPage } from "../components/KioskFleet";',
  "web/src/features/dashboard/pages/DashboardPage.tsx": 'export { KioskFleet as DashboardPage } from "../../kiosks";',
  "web/src/app/routes.ts": 'export const page = () => import("../features/kiosks/pages/KiosksPage");',
  "web/src/features/kiosks/KioskFleet.test.tsx": 'import "../../app/routes";\nimport "../../test/render";',
  "web/src/test/render.tsx": 'import "../app/routes";',
  // web: arrows back up, or past a feature's index
  "web/src/lib/broken.ts": 'import { Figure } from "../components/Figure";\nexport const x = Figure;',
  "web/src/components/Broken.tsx": 'import { KioskFleet } from "../features/kiosks";\nexport const y = KioskFleet;',
  "web/src/features/orders/broken.ts": 'import { Frame } from "../../layouts/Frame";\nexport const z = Frame;',
  "web/src/features/orders/deep.ts":
    'import { KioskFleet } from "../kiosks/components/KioskFleet";\nexport const w = KioskFleet;',
  "web/src/layouts/Frame.tsx":
    'import { KioskFleet } from "../features/kiosks/components/KioskFleet";\nexport const Frame = KioskFleet;',
  "web/src/lib/uses-test.ts": 'import "../test/render";',
  // server: allowed arrows
  "server/src/lib/clock.ts": "export const now = () => 0;",
  "server/src/db/client.ts": 'import { now } from "../lib/clock.js";\nexport const db = now;',
  "server/src/modules/kiosks/kiosks.repository.ts": 'import { db } from "../../db/client.js";\nexport const find = db;',
  "server/src/modules/kiosks/kiosks.service.ts":
    'import { find } from "./kiosks.repository.js";\nexport const get = find;',
  "server/src/modules/orders/orders.service.ts":
    'import { get } from "../kiosks/kiosks.service.js";\nexport const list = get;',
  "server/src/demo/seed.ts": 'import { list } from "../modules/orders/orders.service.js";\nexport const seed = list;',
  // server: arrows back up, past a module's service, and in circles
  "server/src/lib/broken.ts": 'import { guard } from "../plugins/guards.js";\nexport const a = guard;',
  "server/src/plugins/guards.ts":
    'import { find } from "../modules/kiosks/kiosks.repository.js";\nexport const guard = find;',
  "server/src/demo/history.ts": "export const history = [];",
  "server/src/db/broken.ts": 'import { history } from "../demo/history.js";\nexport const b = history;',
  "server/src/modules/orders/orders.repository.ts":
    'import { find } from "../kiosks/kiosks.repository.js";\nexport const c = find;',
  "server/src/modules/orders/left.ts": 'import { right } from "./right.js";\nexport const left = () => right;',
  "server/src/modules/orders/right.ts": 'import { left } from "./left.js";\nexport const right = () => left;',
  "server/src/modules/users/users.service.ts": 'import { e } from "../roles/roles.service.js";\nexport const d = e;',
  "server/src/modules/roles/roles.service.ts": 'import { d } from "../users/users.service.js";\nexport const e = d;',
  "contracts/src/broken.ts": 'import { now } from "../../server/src/lib/clock.js";\nexport const f = now;',
};

const EXPECTED = [
  "web-lib-level-imports-up: web/src/lib/broken.ts → web/src/components/Figure.tsx",
  "web-components-import-up: web/src/components/Broken.tsx → web/src/features/kiosks/index.ts",
  "web-features-import-up: web/src/features/orders/broken.ts → web/src/layouts/Frame.tsx",
  "web-feature-through-its-index: web/src/features/orders/deep.ts → web/src/features/kiosks/components/KioskFleet.tsx",
  "web-feature-from-outside-through-its-faces: web/src/layouts/Frame.tsx → web/src/features/kiosks/components/KioskFleet.tsx",
  "production-imports-no-test-code: web/src/lib/uses-test.ts → web/src/test/render.tsx",
  "server-lib-level-imports-up: server/src/lib/broken.ts → server/src/plugins/guards.ts",
  "server-infrastructure-imports-up: server/src/plugins/guards.ts → server/src/modules/kiosks/kiosks.repository.ts",
  "server-db-imports-up: server/src/db/broken.ts → server/src/demo/history.ts",
  // ... which, as the demo uses a module that uses db, also closes a circle of folders:
  "no-capability-cycles: server/src/modules/orders → server/src/modules/kiosks → server/src/db → server/src/demo → server/src/modules/orders",
  "server-module-through-its-service: server/src/modules/orders/orders.repository.ts → server/src/modules/kiosks/kiosks.repository.ts",
  "no-cycles: server/src/modules/orders/left.ts → server/src/modules/orders/right.ts → server/src/modules/orders/left.ts",
  "no-cycles: server/src/modules/roles/roles.service.ts → server/src/modules/users/users.service.ts → server/src/modules/roles/roles.service.ts",
  "no-capability-cycles: server/src/modules/roles → server/src/modules/users → server/src/modules/roles",
  "no-capability-cycles: server/src/modules/users → server/src/modules/roles → server/src/modules/users",
  "contracts-stand-alone: contracts/src/broken.ts → server/src/lib/clock.ts",
];

describe("the layer check (npm run check:layers)", () => {
  let tree;
  beforeAll(() => {
    tree = mkdtempSync(path.join(tmpdir(), "layers-"));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(tree, file), `${text}\n`);
    }
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it("fails each import that breaks a layer rule, by that rule, and passes the allowed ones", async () => {
    const { violations } = await findLayerViolations({ cwd: tree });
    const found = violations.map((violation) => describeViolation(violation).split("\n")[0]);
    expect(found.sort()).toEqual([...EXPECTED].sort());
  });
});
