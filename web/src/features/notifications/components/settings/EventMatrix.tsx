import { NOTIFICATION_CHANNELS } from "@froyo/contracts";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { usePermissions } from "../../../../lib/permissions";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { ChannelCheckbox, ThresholdField } from "./event-fields";
import { eventHint } from "./event-hints";
import { isThresholdEvent, type SettingsControl, visibleEvents } from "./settings-form-values";

interface EventMatrixProps {
  control: SettingsControl;
  disabled: boolean;
}

/** From md up: events down, channels across, each event's threshold at the end of its row. */
export function EventMatrix({ control, disabled }: EventMatrixProps) {
  const { t } = useNotificationsTranslation();
  const { can } = usePermissions();
  return (
    <TableContainer>
      <Table aria-label={t("settings.matrixLabel")}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t("settings.event")}
            </TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} component="th" scope="col" align="center" sx={{ whiteSpace: "nowrap" }}>
                {t(`settings.channels.${channel}`)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              {t("settings.threshold")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibleEvents(can).map((event) => (
            <TableRow key={event}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" component="span" sx={{ display: "block", fontWeight: 600 }}>
                  {t(`events.${event}.name`)}
                </Typography>
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: "block" }}>
                  {eventHint(t, event)}
                </Typography>
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <ChannelCheckbox control={control} event={event} channel={channel} disabled={disabled} />
                </TableCell>
              ))}
              <TableCell sx={{ py: 1 }}>
                {isThresholdEvent(event) && <ThresholdField control={control} event={event} disabled={disabled} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
