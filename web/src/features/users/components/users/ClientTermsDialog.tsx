import type { User } from "@froyo/contracts";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, TextField } from "@mui/material";
import { useId } from "react";
import { failureMessage } from "../../../../lib/failure-message";
import { formatNumber } from "../../../../lib/format-number";
import { formatMinor } from "../../../../lib/money";
import { useCompanyCurrency } from "../../../../lib/use-currency";
import { useClientTerms } from "../../api/get-client-terms";
import { useUsersTranslation } from "../../use-users-translation";

/** A client's terms, read only: for staff who see users but may not edit them. */
export function ClientTermsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const titleId = useId();
  const currency = useCompanyCurrency();
  const answer = useClientTerms(user.id);
  const terms = answer.data?.data;
  const readOnly = { htmlInput: { readOnly: true } } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("terms.dialogTitle", { name: user.name })}</DialogTitle>
      <DialogContent dividers sx={{ display: "grid", gap: 2.5 }}>
        {answer.error && <Alert severity="error">{failureMessage(answer.error, t("terms.loadFailed"))}</Alert>}
        {!terms && !answer.error && <Skeleton variant="rounded" height={120} aria-label={t("terms.title")} />}
        {terms && (
          <>
            <TextField
              label={t("terms.royalty")}
              value={formatNumber(terms.royalty_percent, { maximumFractionDigits: 2 })}
              slotProps={readOnly}
              fullWidth
            />
            <TextField
              label={t("terms.feeLabel")}
              value={formatMinor(terms.monthly_fee_cents, currency)}
              slotProps={readOnly}
              fullWidth
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("terms.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
