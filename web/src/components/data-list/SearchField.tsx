import { TextField } from "@mui/material";
import { useEffect, useRef, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  /** The search in effect (from the URL). */
  value: string;
  /** Called 300 ms after the last keystroke. */
  onSearch: (value: string) => void;
}

/** A search box that asks the server only once typing pauses. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (back/forward, a reset): show its search instead of what was typed.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next.trim();
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={{ minWidth: { xs: "100%", sm: 260 } }}
    />
  );
}
