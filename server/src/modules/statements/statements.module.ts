import type { FastifyInstance } from "fastify";
import { statementsRoutes } from "./statements.routes.js";
import { emailJob, ISSUE_EVERY_SECONDS, issueCompanyJob, issueJob } from "./statements-issuer.js";

/**
 * Franchise statements (issue 25 part 3, decision 043): the routes, and the jobs that issue each month's statements
 * on the 2nd and mail them. Needs the job queue (`app.jobs`) and the mailer.
 */
export async function statementsModule(app: FastifyInstance) {
  const { database } = app;
  app.jobs.registerRecurring(issueJob({ database }), ISSUE_EVERY_SECONDS);
  app.jobs.register(issueCompanyJob({ database, log: app.log }));
  app.jobs.register(emailJob({ database, mailer: app.mailer.quiet() }));
  await app.register(statementsRoutes);
}
