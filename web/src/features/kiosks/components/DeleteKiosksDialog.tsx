import type { Kiosk } from "@froyo/contracts";
import { Box } from "@mui/material";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useDeleteKiosks } from "../api/delete-kiosks";
import { useKiosksTranslation } from "../use-kiosks-translation";

interface DeleteKiosksDialogProps {
  kiosks: readonly Kiosk[];
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
}

/** Asks before deleting one kiosk or several (all or none), naming each of them. */
export function DeleteKiosksDialog({ kiosks, onClose, onDeleted }: DeleteKiosksDialogProps) {
  const { t } = useKiosksTranslation();
  const deleteKiosks = useDeleteKiosks();
  const [first] = kiosks;
  const confirm = async () => {
    const ids = kiosks.map((kiosk) => kiosk.id);
    try {
      await deleteKiosks(ids);
      showToast(t("toasts.deleted"), "success");
      onDeleted(ids);
    } catch (error) {
      showToast(failureMessage(error, t("delete.failed")), "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t("delete.title", { count: kiosks.length })}
      confirmLabel={t("delete.confirm")}
      onConfirm={confirm}
      onClose={onClose}
    >
      {kiosks.length === 1 && first ? (
        <Trans
          t={t}
          i18nKey="delete.question"
          values={{ name: first.name, serial: first.serial_number }}
          components={{ strong: <strong /> }}
        />
      ) : (
        <>
          {t("delete.questionMany", { count: kiosks.length })}
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, maxHeight: 200, overflowY: "auto" }}>
            {kiosks.map((kiosk) => (
              <li key={kiosk.id}>
                <strong>{kiosk.name}</strong> ({kiosk.serial_number})
              </li>
            ))}
          </Box>
        </>
      )}
    </ConfirmDialog>
  );
}
