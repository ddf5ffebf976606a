import type { Plugin } from "vite";

/**
 * zod 4's classic schemas carry JSON Schema generation (`toJSONSchema`, `~standard.jsonSchema`: the generator and
 * its per-type processors, ~10 KB compressed) into every bundle that validates, though the browser never asks for a
 * JSON Schema: the server documents the API, the web validates forms. In the production build both modules keep
 * their exports, so zod's own imports resolve, but generating a JSON Schema throws; `aggregateChecks` (the bounds
 * behind `.minLength`, `.maxValue`…) lives in the processors' module and stays as it is. Issue 22 (Home's first-load
 * JavaScript, decision 034).
 *
 * Guard: the build fails if a zod upgrade changes what these modules export (review the plugin then), or if app code
 * starts calling toJSONSchema.
 */
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const PROCESSORS = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
const APP_SOURCE = /[\\/](web|contracts)[\\/]src[\\/].*\.tsx?$/;
const GENERATOR_EXPORTS = [
  "createStandardJSONSchemaMethod",
  "createToJSONSchemaMethod",
  "extractDefs",
  "finalize",
  "handleUnrepresentable",
  "initializeContext",
  "process",
  "processSchema",
];
/** Where the processors start; everything before it (the checks' aggregation) is kept. */
const FIRST_PROCESSOR = "export const stringProcessor";
const UNAVAILABLE = `const unavailable = () => { throw new Error("JSON Schema generation is left out of the web build (web/vite-plugin-zod-without-json-schema.ts)."); };`;

/** The names a module exports: `export function|const|class name`, `export { a as b }`. */
function exportedNames(code: string): string[] {
  const names = [...code.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)].map((m) => m[1] ?? "");
  for (const list of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of (list[1] ?? "").split(",")) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names.sort();
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "froyo:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (GENERATOR.test(id)) {
        const names = exportedNames(code);
        if (names.join() !== GENERATOR_EXPORTS.join()) {
          this.error(`zod's to-json-schema.js now exports ${names.join(", ")}: review zodWithoutJsonSchema().`);
        }
        const methods = ["createStandardJSONSchemaMethod", "createToJSONSchemaMethod"];
        return [
          UNAVAILABLE,
          // The two factories run when a schema is built (their methods only when called).
          ...methods.map((name) => `export const ${name} = () => unavailable;`),
          ...GENERATOR_EXPORTS.filter((name) => name !== "process" && !methods.includes(name)).map(
            (name) => `export const ${name} = unavailable;`,
          ),
          "export { processSchema as process };",
        ].join("\n");
      }
      if (PROCESSORS.test(id)) {
        const cut = code.indexOf(FIRST_PROCESSOR);
        if (cut < 0 || !code.slice(0, cut).includes("export function aggregateChecks")) {
          this.error("zod's json-schema-processors.js changed its layout: review zodWithoutJsonSchema().");
        }
        const kept = code.slice(0, cut);
        const dropped = exportedNames(code).filter((name) => !exportedNames(kept).includes(name));
        const stubs = dropped.map((name) =>
          name === "allProcessors" ? "export const allProcessors = {};" : `export const ${name} = unavailable;`,
        );
        return [kept, UNAVAILABLE, ...stubs].join("\n");
      }
      if (APP_SOURCE.test(id) && !id.includes(".test.") && /\btoJSONSchema\b/.test(code)) {
        this.error(`${id} calls toJSONSchema: remove zodWithoutJsonSchema() from vite.config.ts first.`);
      }
      return null;
    },
  };
}
