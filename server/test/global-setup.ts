import type { TestProject } from "vitest/node";
import { buildDatabaseTemplates } from "./database-templates.js";

/** Once per run, before any suite: the databases every suite copies (database-templates.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, drop } = await buildDatabaseTemplates();
  project.provide("databaseTemplates", templates);
  return drop;
}
