/**
 * The layer rules of docs/decisions/038-layers-as-rules.md, checked by `npm run check` (scripts/check-layers.mjs).
 * Every arrow points down; an arrow that points up, or past a feature's or module's public face, fails the check.
 *
 *   web/src:    main.tsx, app → layouts → features → components → lib level (lib, i18n, locales, theme, settings, assets)
 *   server/src: main.ts, start.ts, app.ts → demo → modules, device → identity → plugins, jobs, lifecycle → db →
 *               lib level (lib, config.ts, logging.ts)
 *   contracts:  imports nothing of the server or the web.
 *
 * Tests (and the fixtures and helpers only they use) sit on top, beside the entry files: a test mounts a slice of the
 * app the way the app does, so it may reach any layer. Production code never imports them.
 */

/** Test code: the layer rules do not apply to it (it composes layers, as an entry file does). */
const TEST_CODE = [
  "\\.test\\.tsx?$",
  "\\.test-support\\.ts$",
  "\\.test-kit\\.ts$",
  "-test-support\\.tsx?$",
  "-fixtures\\.ts$",
  "^web/src/test/",
  "^server/test/",
];

const WEB = "^web/src/";
const WEB_ENTRY = `${WEB}(main\\.tsx$|app/)`;
const WEB_LIB_LEVEL = `${WEB}(lib|i18n|locales|theme|settings|assets)/`;

const SERVER = "^server/src/";
const SERVER_ENTRY = `${SERVER}(main|start|app|[a-z-]+\\.cli)\\.ts$`;
const SERVER_LIB_LEVEL = `${SERVER}(lib/|config\\.ts$|logging\\.ts$)`;
/** A server module's or a web feature's folder (folder rules see folders without their trailing slash). */
const CAPABILITY = "^(server/src/modules|web/src/features)/[^/]+$";
const SERVER_INFRASTRUCTURE = `${SERVER}(plugins|jobs|lifecycle)/`;

/** A rule that forbids `from` to import `to` in production code. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: "error", from: { path: from, pathNot: TEST_CODE }, to: { path: to } };
}

const webRules = [
  forbid(
    "web-lib-level-imports-up",
    "lib, i18n, locales, theme, settings and assets are the web's lowest level: they import no component, feature, layout or app code",
    WEB_LIB_LEVEL,
    [`${WEB}(components|features|layouts)/`, WEB_ENTRY],
  ),
  forbid(
    "web-components-import-up",
    "Shared components know no feature, layout or app code (they take what they show as props)",
    `${WEB}components/`,
    [`${WEB}(features|layouts)/`, WEB_ENTRY],
  ),
  forbid(
    "web-features-import-up",
    "A feature knows no layout and no app code: the app composes features, not the other way round",
    `${WEB}features/`,
    [`${WEB}layouts/`, WEB_ENTRY],
  ),
  forbid("web-layouts-import-up", "Layouts are composed by the app, not the other way round", `${WEB}layouts/`, [
    WEB_ENTRY,
  ]),
  {
    name: "web-feature-through-its-index",
    comment:
      "A feature reaches another feature only through that feature's index.ts (its public face), so its insides can move freely",
    severity: "error",
    from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST_CODE },
    to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`] },
  },
  {
    name: "web-feature-from-outside-through-its-faces",
    comment:
      "The app and the layouts reach a feature through its index.ts; the route table loads its pages/ lazily, one chunk each; main.tsx starts its start-up.ts requests before React loads",
    severity: "error",
    from: { path: [`${WEB}layouts/`, WEB_ENTRY], pathNot: TEST_CODE },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/[^/]+/(index\\.tsx?|start-up\\.ts|pages/.*)$` },
  },
];

const serverRules = [
  forbid(
    "server-lib-level-imports-up",
    "lib (with config.ts and logging.ts) is the server's lowest level: pure helpers that know no database, plugin or module",
    SERVER_LIB_LEVEL,
    [`${SERVER}(db|plugins|jobs|lifecycle|identity|modules|device|demo)/`, SERVER_ENTRY],
  ),
  forbid(
    "server-db-imports-up",
    "db knows tables and SQL, no plugin, identity, module or demo code (the demo seed lives in demo/, above the modules)",
    `${SERVER}db/`,
    [`${SERVER}(plugins|jobs|lifecycle|identity|modules|device|demo)/`, SERVER_ENTRY],
  ),
  forbid(
    "server-infrastructure-imports-up",
    "plugins, jobs and lifecycle are infrastructure that knows no feature: they import no identity, module or demo code",
    SERVER_INFRASTRUCTURE,
    [`${SERVER}(identity|modules|device|demo)/`, SERVER_ENTRY],
  ),
  forbid(
    "server-identity-imports-up",
    "identity (tenancy, session, csrf, guards, the request's scope) sits below the feature modules",
    `${SERVER}identity/`,
    [`${SERVER}(modules|device|demo)/`, SERVER_ENTRY],
  ),
  forbid(
    "server-modules-import-up",
    "Feature modules and the kiosks' API know nothing of the demo or the entry files",
    `${SERVER}(modules|device)/`,
    [`${SERVER}demo/`, SERVER_ENTRY],
  ),
  forbid(
    "server-demo-imports-entry",
    "The demo is composed by the entry files, not the other way round",
    `${SERVER}demo/`,
    [SERVER_ENTRY],
  ),
  {
    name: "server-module-through-its-service",
    comment:
      "A module reaches another module only through its public face, its *.service.ts or *.module.ts, never its repository or routes",
    severity: "error",
    from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_CODE },
    to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, "\\.(service|module)\\.ts$"] },
  },
  {
    name: "server-device-through-services",
    comment: "The kiosks' API calls the same services as the back office, through their public faces",
    severity: "error",
    from: { path: `${SERVER}device/`, pathNot: TEST_CODE },
    to: { path: `${SERVER}modules/`, pathNot: "\\.(service|module)\\.ts$" },
  },
];

const sharedRules = [
  forbid(
    "contracts-stand-alone",
    "Contracts are shared by the server and the web; they import neither",
    "^contracts/",
    ["^(server|web)/"],
  ),
  forbid(
    "production-imports-no-test-code",
    "Tests, their fixtures and helpers never ship: no production file imports them",
    "^(web|server|contracts)/",
    TEST_CODE,
  ),
  {
    name: "no-cycles",
    comment: "A cycle makes two files one: neither can be understood, tested or moved without the other",
    severity: "error",
    from: { path: "^(web|server|contracts)/", pathNot: TEST_CODE },
    to: { circular: true },
  },
  {
    name: "no-capability-cycles",
    comment: "Two server modules or two web features that import each other are one capability in two folders",
    severity: "error",
    scope: "folder",
    from: { path: CAPABILITY },
    to: { path: CAPABILITY, circular: true },
  },
];

/**
 * Known violations: none since issue 23 parts 1–3 landed. When a rule is tightened before the code can follow, name
 * each existing arrow here exactly (`"rule-name": ["from → to", …]`, paths under server/src/), so that any NEW arrow
 * back up still fails the check while the listed ones are fixed.
 */
const KNOWN_VIOLATIONS = {};

/**
 * The list above in dependency-cruiser's own shape. It softens the known dependency arrows itself; it does not yet
 * soften folder cycles, so scripts/check-layers.mjs sets those aside by the same entries.
 */
function knownViolations() {
  const underServer = (path) => `server/src/${path}`;
  return Object.entries(KNOWN_VIOLATIONS).flatMap(([name, arrows]) =>
    arrows.map((arrow) => {
      const [from, ...rest] = arrow.split(" → ").map(underServer);
      const rule = { name, severity: "error" };
      if (name !== "no-capability-cycles") return { type: "dependency", from, to: rest[0], rule };
      return {
        type: "cycle",
        from,
        to: rest[0],
        rule,
        cycle: rest.map((folder) => ({ name: folder, dependencyTypes: [] })),
      };
    }),
  );
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...webRules, ...serverRules, ...sharedRules],
  options: {
    includeOnly: "^(web|server|contracts)/",
    exclude: { path: "\\.d\\.ts$" },
    // Tests are not cruised (the rules exempt them, and their arrows would draw cycles between folders that the code
    // does not have); a production file that imports one still shows, as a leaf.
    doNotFollow: { path: ["node_modules", ...TEST_CODE] },
    // Type-only imports are arrows too: a type from a layer above ties this file to that layer's changes.
    tsPreCompilationDeps: true,
    // @froyo/contracts resolves to contracts/src through its package's exports.
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "default"] },
    // No cache: dependency-cruiser 17's content cache missed a newly added file that imported upward (tried).
    knownViolations: knownViolations(),
  },
};
