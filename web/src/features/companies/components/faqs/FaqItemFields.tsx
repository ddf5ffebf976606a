import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from "@froyo/contracts";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useId } from "react";
import type { Control } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { useCompaniesTranslation } from "../../use-companies-translation";
import type { FaqFormValues } from "./faq-form";

export type FaqMove = "up" | "down";

interface FaqItemFieldsProps {
  control: Control<FaqFormValues>;
  index: number;
  count: number;
  disabled: boolean;
  /** Lets the dialog put focus back on a move button after the item moved (its DOM node moves with it). */
  moveButtonId: (move: FaqMove) => string;
  onMove: (move: FaqMove) => void;
  onRemove: () => void;
}

/** One question and its answer, numbered, with buttons to move it up or down and to remove it. */
export function FaqItemFields({ control, index, count, disabled, moveButtonId, onMove, onRemove }: FaqItemFieldsProps) {
  const { t } = useCompaniesTranslation();
  const headingId = useId();
  const number = index + 1;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t("faqs.item", { number })}
      </Typography>
      <Box sx={{ display: "grid", gap: 2 }}>
        <ControlledTextField
          name={`faqs.${index}.question`}
          control={control}
          label={t("faqs.question")}
          autoComplete="off"
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: FAQ_QUESTION_MAX } }}
          fullWidth
        />
        <ControlledTextField
          name={`faqs.${index}.answer`}
          control={control}
          label={t("faqs.answer")}
          multiline
          minRows={3}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: FAQ_ANSWER_MAX } }}
          fullWidth
        />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end", mt: 1.5 }}>
        <Button
          id={moveButtonId("up")}
          size="small"
          disabled={disabled || index === 0}
          aria-describedby={headingId}
          onClick={() => onMove("up")}
        >
          {t("faqs.moveUp")}
        </Button>
        <Button
          id={moveButtonId("down")}
          size="small"
          disabled={disabled || index === count - 1}
          aria-describedby={headingId}
          onClick={() => onMove("down")}
        >
          {t("faqs.moveDown")}
        </Button>
        <Button size="small" color="error" disabled={disabled} aria-describedby={headingId} onClick={onRemove}>
          {t("faqs.remove")}
        </Button>
      </Box>
    </Paper>
  );
}
