import { NOTIFICATION_MESSAGES } from "@froyo/contracts";
import { useCallback, useEffect, useState } from "react";
import { translateMessage } from "../../../../i18n/i18n";
import { isApiError } from "../../../../lib/api-error";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { deletePushSubscription, getPushKey, savePushSubscription } from "../../api/push-subscriptions";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { currentSubscription, isPushSupported, subscribeBrowser } from "./push-browser";

export type PushState = "checking" | "unsupported" | "denied" | "off" | "on";

export interface PushSwitch {
  state: PushState;
  busy: boolean;
  /** Why the last attempt did not do what was asked (already translated), or null. */
  problem: string | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/** This browser's push subscription: found on mount, made (permission, worker, subscribe, POST) or ended (DELETE). */
export function usePushSubscription(): PushSwitch {
  const { t } = useNotificationsTranslation();
  const [state, setState] = useState<PushState>(() => (isPushSupported() ? "checking" : "unsupported"));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!isPushSupported()) return;
    let live = true;
    currentSubscription().then(
      (subscription) => {
        if (!live) return;
        if (subscription) setState("on");
        else setState(Notification.permission === "denied" ? "denied" : "off");
      },
      () => live && setState("off"),
    );
    return () => {
      live = false;
    };
  }, []);

  const reasonOf = useCallback(
    (error: unknown) => (isApiError(error) ? failureMessage(error, error.message) : String(error)),
    [],
  );

  const turnOn = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        if (permission === "default") setProblem(t("push.dismissed"));
        return;
      }
      const subscription = await subscribeBrowser(await getPushKey());
      try {
        await savePushSubscription(subscription.toJSON());
      } catch (error) {
        // A subscription the server does not know would look "on" here and never receive anything.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      setState("on");
      showToast(translateMessage(NOTIFICATION_MESSAGES.subscribed), "success");
    } catch (error) {
      setProblem(t("push.failed", { reason: reasonOf(error) }));
    } finally {
      setBusy(false);
    }
  }, [t, reasonOf]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server first: if it fails, this browser stays subscribed and the switch stays on, both true.
        await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
          if (!(isApiError(error) && error.status === 404)) throw error; // already forgotten: nothing to undo
        });
        await subscription.unsubscribe();
      }
      setState("off");
      showToast(translateMessage(NOTIFICATION_MESSAGES.unsubscribed), "success");
    } catch (error) {
      setProblem(t("push.offFailed", { reason: reasonOf(error) }));
    } finally {
      setBusy(false);
    }
  }, [t, reasonOf]);

  return { state, busy, problem, turnOn, turnOff };
}
