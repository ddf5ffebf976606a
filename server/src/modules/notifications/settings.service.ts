import type { NotificationEvent, NotificationSettings } from "@froyo/contracts";
import type { Database } from "../../db/types.js";
import type { Scope } from "../../identity/scope.js";
import { diffChanges } from "../../lib/diff-changes.js";
import { recordAudit } from "../audit/audit.service.js";
import { companyTimezoneOf, findSettings, saveSettings, settingsFromRow } from "./settings.repository.js";

/** Who owns a settings row: a user of a company (platform staff keep theirs in the platform company). */
export interface SettingsOwner {
  companyId: string;
  userId: string;
}

/** The signed-in user's own settings, in their own company whichever subdomain they are on. */
export const ownerOf = (scope: Scope): SettingsOwner => ({ companyId: scope.actor.companyId, userId: scope.actor.id });

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Per-user notification settings: read with defaults, replaced whole, each change in the audit trail. */
export function createSettingsService(options: { database: Database }) {
  const { database } = options;

  /** The user's settings (the defaults until they save), and whether they ever saved them. */
  async function getSettings(owner: SettingsOwner): Promise<{ settings: NotificationSettings; saved: boolean }> {
    return database.withTenant(owner.companyId, async (tx) => {
      const row = await findSettings(tx, owner.companyId, owner.userId);
      return { settings: settingsFromRow(row, await companyTimezoneOf(tx, owner.companyId)), saved: row !== undefined };
    });
  }

  async function replaceSettings(scope: Scope, input: NotificationSettings): Promise<NotificationSettings> {
    const owner = ownerOf(scope);
    return database.withTenant(owner.companyId, async (tx) => {
      const timezone = await companyTimezoneOf(tx, owner.companyId);
      const before = settingsFromRow(await findSettings(tx, owner.companyId, owner.userId), timezone);
      await saveSettings(tx, owner.companyId, owner.userId, input);
      const changes = diffChanges(
        before as unknown as Record<string, unknown>,
        input as unknown as Record<string, unknown>,
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          companyId: owner.companyId,
          actorId: owner.userId,
          actorEmail: scope.actor.email,
          action: "notifications.settings_update",
          targetType: "user",
          targetId: owner.userId,
          changes,
          ip: scope.ip,
        });
      }
      return input;
    });
  }

  /**
   * The unsubscribe link's effect: email off for one event, nothing else touched. Idempotent (a second click, a
   * mail client's one-click POST and the user's own click all end the same). Audited as the user, from the link.
   */
  async function turnOffEmail(owner: SettingsOwner & { email: string }, event: NotificationEvent, ip: string) {
    return database.withTenant(owner.companyId, async (tx) => {
      const timezone = await companyTimezoneOf(tx, owner.companyId);
      const settings = settingsFromRow(await findSettings(tx, owner.companyId, owner.userId), timezone);
      if (!settings.events[event].email) return settings;
      const after = {
        ...settings,
        events: { ...settings.events, [event]: { ...settings.events[event], email: false } },
      };
      await saveSettings(tx, owner.companyId, owner.userId, after);
      await recordAudit(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        actorEmail: owner.email,
        action: "notifications.unsubscribe",
        targetType: "user",
        targetId: owner.userId,
        changes: { [`events.${event}.email`]: { from: true, to: false } },
        ip,
      });
      return after;
    });
  }

  return { getSettings, replaceSettings, turnOffEmail };
}
