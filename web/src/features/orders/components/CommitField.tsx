import { TextField } from "@mui/material";
import { useEffect, useState } from "react";

interface CommitFieldProps {
  label: string;
  /** The value in effect (from the address bar). */
  value: string;
  /** Called with the typed text on Enter or when the field loses focus; answers an error to show, or null. */
  onCommit: (text: string) => string | null;
  inputMode?: "decimal" | "text";
  width?: number;
}

/** A filter typed in full before it applies (a promo code, an amount): the list is asked once, not per keystroke. */
export function CommitField({ label, value, onCommit, inputMode = "text", width = 140 }: CommitFieldProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The address changed under us (back/forward, clear filters): show its value.
  useEffect(() => {
    setText(value);
    setError(null);
  }, [value]);
  const commit = () => {
    if (text.trim() === value) return;
    setError(onCommit(text.trim()));
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      slotProps={{ htmlInput: { inputMode, maxLength: 40 } }}
      sx={{ width }}
    />
  );
}
