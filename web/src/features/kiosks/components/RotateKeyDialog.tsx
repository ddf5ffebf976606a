import type { Kiosk } from "@froyo/contracts";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useRotateKioskKey } from "../api/rotate-kiosk-key";
import { useKiosksTranslation } from "../use-kiosks-translation";

interface RotateKeyDialogProps {
  kiosk: Kiosk;
  onClose: () => void;
  /** The new key, to be shown once. */
  onRotated: (apiKey: string) => void;
}

/** Asks before issuing a new key: the current one stops working at once. */
export function RotateKeyDialog({ kiosk, onClose, onRotated }: RotateKeyDialogProps) {
  const { t } = useKiosksTranslation();
  const rotateKey = useRotateKioskKey();
  const confirm = async () => {
    try {
      const apiKey = await rotateKey(kiosk.id);
      showToast(t("toasts.keyRotated"), "success");
      onRotated(apiKey);
    } catch (error) {
      showToast(failureMessage(error, t("rotate.failed")), "error");
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open
      title={t("rotate.title")}
      confirmLabel={t("rotate.confirm")}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Trans t={t} i18nKey="rotate.question" values={{ name: kiosk.name }} components={{ strong: <strong /> }} />
    </ConfirmDialog>
  );
}
