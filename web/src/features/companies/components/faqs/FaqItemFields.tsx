import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from "@froyo/contracts";
import { Box, Button, Paper, TextField, Typography } from "@mui/material";
import { memo, useId } from "react";
import { translateMessage } from "../../../../i18n/i18n";
import { useCompaniesTranslation } from "../../use-companies-translation";
import type { FaqDraft, FaqField, FaqMove } from "./faq-drafts";
import type { FaqEditorActions } from "./use-faq-editor";

interface FaqItemFieldsProps {
  draft: FaqDraft;
  index: number;
  count: number;
  disabled: boolean;
  /** Stable: with memo, a keystroke re-renders only the question typed in. */
  actions: FaqEditorActions;
}

/** One question and its answer, numbered, with buttons to move it up or down and to remove it. */
export const FaqItemFields = memo(function FaqItemFields({
  draft,
  index,
  count,
  disabled,
  actions,
}: FaqItemFieldsProps) {
  const { key } = draft;
  const { t } = useCompaniesTranslation();
  const headingId = useId();
  const field = (name: FaqField, label: string, maxLength: number, multiline: boolean) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => actions.change(key, name, event.target.value)}
      inputRef={actions.register(key, name)}
      error={Boolean(draft.errors[name])}
      helperText={draft.errors[name] && translateMessage(draft.errors[name])}
      disabled={disabled}
      autoComplete="off"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength } }}
      fullWidth
    />
  );
  const button = (label: string, onClick: () => void, options: { ref?: FaqMove; off?: boolean; danger?: boolean }) => (
    <Button
      ref={options.ref && actions.register(key, options.ref)}
      size="small"
      color={options.danger ? "error" : "primary"}
      disabled={disabled || options.off}
      aria-describedby={headingId}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t("faqs.item", { number: index + 1 })}
      </Typography>
      <Box sx={{ display: "grid", gap: 2 }}>
        {field("question", t("faqs.question"), FAQ_QUESTION_MAX, false)}
        {field("answer", t("faqs.answer"), FAQ_ANSWER_MAX, true)}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end", mt: 1.5 }}>
        {button(t("faqs.moveUp"), () => actions.move(key, "up"), { ref: "up", off: index === 0 })}
        {button(t("faqs.moveDown"), () => actions.move(key, "down"), { ref: "down", off: index === count - 1 })}
        {button(t("faqs.remove"), () => actions.remove(key), { danger: true })}
      </Box>
    </Paper>
  );
});
