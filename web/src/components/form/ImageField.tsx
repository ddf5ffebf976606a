import { Box, Button, FormHelperText, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/i18n";
import type { ImageChoice } from "./image-choice";

/** A preview URL for a chosen file, released when the file changes (jsdom has no object URLs: no preview). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The field's words, in the caller's namespace (this shared component has none of its own). */
export interface ImageFieldTexts {
  /** The heading and the file input's accessible name ("Primary logo"). */
  label: string;
  /** The preview's alt text ("Primary logo preview"). */
  preview: string;
  /** Shown in the empty preview box. */
  none: string;
  choose: string;
  replace: string;
  /** The remove button's accessible name ("Remove primary logo") and its visible label ("Remove"). */
  remove: string;
  removeButton: string;
}

interface ImageFieldProps {
  texts: ImageFieldTexts;
  /** The file input's `accept` list of MIME types. */
  accept: string;
  /** A refusal message for a chosen file (too large, wrong type), or null to keep it. */
  check: (file: File) => string | null;
  /** The stored image (editing), if any. */
  existingPath: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** The preview box in px: wide for logos (default), square for product pictures. */
  previewSize?: { width: number; height: number };
}

/** One image of a multipart form: preview, choose a file (checked here and by the server), or remove it. */
export function ImageField(props: ImageFieldProps) {
  const { texts, accept, check, existingPath, choice, onChange, previewSize = { width: 72, height: 48 } } = props;
  useTranslation(); // re-renders the error in a newly chosen language
  const id = useId();
  const previewOfFile = useObjectUrl(choice.file);
  const preview = choice.file ? previewOfFile : choice.remove ? null : existingPath;
  const hasImage = Boolean(choice.file || (existingPath && !choice.remove));

  const choose = (file: File | undefined) => {
    if (!file) return;
    const error = check(file);
    onChange(error ? { ...choice, file: null, error } : { file, remove: false, error: null });
  };
  const remove = () => onChange({ file: null, remove: Boolean(existingPath), error: null });

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {texts.label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Box
          sx={{
            ...previewSize,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            bgcolor: "grey.50",
            overflow: "hidden",
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt={texts.preview} sx={{ maxWidth: "100%", maxHeight: "100%" }} />
          ) : (
            // The preview box stays light in dark mode too (a neutral backdrop for pictures and logos): its text is
            // dark on it, not the theme's secondary grey, which is light in dark mode (2.6:1 on this box).
            <Typography variant="caption" sx={{ color: "grey.700" }}>
              {texts.none}
            </Typography>
          )}
        </Box>
        <Button component="label" variant="outlined" size="small">
          {hasImage ? texts.replace : texts.choose}
          <input
            type="file"
            accept={accept}
            hidden
            aria-label={texts.label}
            aria-invalid={choice.error ? true : undefined}
            aria-describedby={choice.error ? `${id}-error` : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = ""; // choosing the same file again still counts as a change
            }}
          />
        </Button>
        {hasImage && (
          <Button size="small" color="error" onClick={remove} aria-label={texts.remove}>
            {texts.removeButton}
          </Button>
        )}
      </Box>
      {choice.error && (
        <FormHelperText id={`${id}-error`} error>
          {translateMessage(choice.error)}
        </FormHelperText>
      )}
    </Box>
  );
}
