import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createExportGate, type ExportGate } from "./export-gate.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Where every CSV export starts: the limits per user and per company, and the stalled-reader bound. */
    exportGate: ExportGate;
  }
}

/** The export gate of this process; closing the app waits for the leases being given back, before the database. */
export const exportsModule = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const gate = createExportGate({
    database: app.database,
    limits: { perUser: config.EXPORTS_PER_USER, perCompany: config.EXPORTS_PER_COMPANY },
    stallMs: config.EXPORT_STALL_SECONDS * 1000,
    log: app.log,
  });
  app.decorate("exportGate", gate);
  app.addHook("onClose", () => gate.settle());
});
