import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useId } from "react";
import { FormAlert } from "../../../../components/form/FormAlert";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { type PushState, usePushSubscription } from "./use-push-subscription";

const STATUS: Record<PushState, "push.on" | "push.off" | "push.unsupported" | "push.denied" | null> = {
  checking: null,
  unsupported: "push.unsupported",
  denied: "push.denied",
  off: "push.off",
  on: "push.on",
};

/**
 * "Push notifications on this browser": a switch for this browser alone (each browser subscribes for itself), with
 * its state in words: on, off, not possible here, or blocked in the browser's settings.
 */
export function PushSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useNotificationsTranslation();
  const headingId = useId();
  const statusId = useId();
  const push = usePushSubscription();
  const usable = push.state === "on" || push.state === "off";
  const status = STATUS[push.state];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t("push.heading")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("push.hint")}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={push.state === "on"}
            disabled={!canEdit || !usable || push.busy}
            onChange={(event) => void (event.target.checked ? push.turnOn() : push.turnOff())}
            slotProps={{ input: { "aria-describedby": statusId } }}
          />
        }
        label={t("push.switch")}
        sx={{ justifySelf: "start" }}
      />
      <Typography id={statusId} variant="body2" role="status">
        {status && t(status)}
        {!canEdit && usable && ` ${t("push.needsEdit")}`}
      </Typography>
      {push.problem && <FormAlert severity="error">{push.problem}</FormAlert>}
    </Box>
  );
}
