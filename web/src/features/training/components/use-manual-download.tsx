import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useTraining } from "../api/get-training";
import { requestManualLink } from "../api/open-manual";
import { useTrainingTranslation } from "../use-training-translation";
import { openInNewTab, safeExternalUrl } from "./external-url";
import type { ManualStep } from "./ManualDialog";

/** The dialog (a form, its validation, a text field) loads when first shown, not with every page of the shell. */
const ManualDialog = lazy(async () => ({ default: (await import("./ManualDialog")).ManualDialog }));

export interface ManualDownload {
  /** Call from a click: asks for the password when the company set one, then opens the manual in a new tab. */
  open: () => void;
  /** Render it anywhere under the caller: the password prompt, or the link when the new tab was blocked. */
  dialog: ReactNode;
  /** True while the manual's link is being asked for without a password. */
  opening: boolean;
}

const CLOSED: ManualStep = { name: "closed" };

/**
 * The user manual, for the training pages and the navigation's 'User manual' entry. Its link reaches the browser
 * only from POST /api/training/manual, after the password; the new tab is opened as soon as that answers, while
 * the click still counts as the user's (so no pop-up blocker stops it), else the dialog offers the link.
 */
export function useManualDownload(): ManualDownload {
  const { t } = useTrainingTranslation();
  const { training, reload } = useTraining();
  const [step, setStep] = useState<ManualStep>(CLOSED);
  const [opening, setOpening] = useState(false);

  const deliver = useCallback(
    (link: string) => {
      const url = safeExternalUrl(link);
      if (!url) {
        setStep(CLOSED);
        showToast(t("manual.failed"), "error");
        return;
      }
      setStep(openInNewTab(url) ? CLOSED : { name: "blocked", url });
    },
    [t],
  );

  const open = useCallback(() => {
    const run = async () => {
      const info = training ?? (await reload());
      if (!info) throw new Error("The training resources could not be loaded.");
      if (!info.has_manual) {
        showToast(t("manual.unavailable"), "info");
      } else if (info.manual_requires_password) {
        setStep({ name: "password" });
      } else {
        setOpening(true);
        deliver(await requestManualLink());
      }
    };
    run()
      .catch((error: unknown) => showToast(translateMessage(failureMessage(error, t("manual.failed"))), "error"))
      .finally(() => setOpening(false));
  }, [training, reload, deliver, t]);

  // Mounted from its first opening on, so it can fade out and hand the focus back when it closes.
  const [everShown, setEverShown] = useState(false);
  if (step.name !== "closed" && !everShown) setEverShown(true);
  const dialog = everShown ? (
    <Suspense fallback={null}>
      <ManualDialog step={step} onClose={() => setStep(CLOSED)} onUnlocked={deliver} />
    </Suspense>
  ) : null;
  return { open, dialog, opening };
}
