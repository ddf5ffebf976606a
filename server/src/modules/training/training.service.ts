import { MANUAL_ATTEMPTS_PER_MINUTE, type ManualLink, TRAINING_MESSAGES, type Training } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import { verifyPassword } from "../../identity/passwords.js";
import type { Scope } from "../../identity/scope.js";
import { type CompanyRow, findCompanyById } from "../../identity/tenants.repository.js";
import { fieldError, notFound, tooManyAttempts } from "../../lib/http-errors.js";
import { manualPasswordKey } from "../../plugins/throttle-keys.js";
import { createThrottleStore } from "../../plugins/throttle-store.js";

export type TrainingService = ReturnType<typeof createTrainingService>;

/**
 * The Training menu of the company the user acts in (platform staff: the subdomain's company; the bare domain has
 * none). The manual's link is handed out only here, after its password (argon2, checked by the server).
 */
export function createTrainingService(options: { database: Database }) {
  const { database } = options;
  const throttles = createThrottleStore(database);
  const wrongAnswersPerUser = { limit: MANUAL_ATTEMPTS_PER_MINUTE, windowSeconds: 60 };

  async function companyOf(scope: Scope): Promise<CompanyRow | undefined> {
    if (scope.isPlatform) return undefined;
    return findCompanyById(database.db, scope.companyId);
  }

  async function getTraining(scope: Scope): Promise<Training> {
    const company = await companyOf(scope);
    const hasManual = Boolean(company?.manualUrl);
    return {
      tutorial_url: company?.tutorialUrl || null,
      has_manual: hasManual,
      manual_requires_password: hasManual && Boolean(company?.manualPasswordHash),
    };
  }

  /**
   * Wrong answers are counted per user: after MANUAL_ATTEMPTS_PER_MINUTE of them, 429 until the minute is over.
   * Each answer is counted before the check (parallel guesses cannot pass the limit) and a right one clears it.
   */
  async function openManual(scope: Scope, password: string | undefined): Promise<ManualLink> {
    const company = await companyOf(scope);
    if (!company?.manualUrl) throw notFound();
    if (!company.manualPasswordHash) return { url: company.manualUrl };
    const key = manualPasswordKey(scope.actor);
    const wait = await throttles.hit(key, wrongAnswersPerUser);
    if (wait > 0) throw tooManyAttempts(wait);
    if (!(await verifyPassword(company.manualPasswordHash, password ?? ""))) {
      throw fieldError("password", TRAINING_MESSAGES.incorrectPassword);
    }
    await throttles.clear(key);
    return { url: company.manualUrl };
  }

  return { getTraining, openManual };
}
