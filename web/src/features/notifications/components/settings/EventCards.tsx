import { NOTIFICATION_CHANNELS } from "@froyo/contracts";
import { Box, FormControlLabel, Paper, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { usePermissions } from "../../../../lib/permissions";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { ChannelCheckbox, ThresholdField } from "./event-fields";
import { eventHint } from "./event-hints";
import { isThresholdEvent, type SettingsControl, visibleEvents } from "./settings-form-values";

interface EventCardsProps {
  control: SettingsControl;
  disabled: boolean;
}

/** Below md: the matrix as one card per event (a table of five columns does not fit a phone). */
export function EventCards({ control, disabled }: EventCardsProps) {
  const { t } = useNotificationsTranslation();
  const { can } = usePermissions();
  const id = useId();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t("settings.matrixLabel")} sx={{ p: 0, m: 0 }}>
      {visibleEvents(can).map((event) => (
        <Paper key={event} component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }}>
          <Box role="group" aria-labelledby={`${id}-${event}`}>
            <Typography id={`${id}-${event}`} variant="subtitle2" component="h3">
              {t(`events.${event}.name`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: "block", mb: 1 }}>
              {eventHint(t, event)}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel}
                  control={<ChannelCheckbox control={control} event={event} channel={channel} disabled={disabled} />}
                  label={t(`settings.channels.${channel}`)}
                  disabled={disabled}
                />
              ))}
            </Box>
            {isThresholdEvent(event) && (
              <Box sx={{ mt: 1.5 }}>
                <ThresholdField control={control} event={event} disabled={disabled} />
              </Box>
            )}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
