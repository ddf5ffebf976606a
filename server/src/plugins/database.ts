import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/types.js";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

/** Shares the opened database with every module and closes it when the app closes. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; ownsDatabase: boolean }) => {
    app.decorate("database", options.database);
    if (options.ownsDatabase) app.addHook("onClose", () => options.database.close());
  },
);
