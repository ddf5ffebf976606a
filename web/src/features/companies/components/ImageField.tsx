import type { CompanyImageField } from "@froyo/contracts";
import { Box, Button, FormHelperText, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { useCompaniesTranslation } from "../use-companies-translation";
import { checkImageFile, IMAGE_ACCEPT, type ImageChoice } from "./company-images";

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

interface ImageFieldProps {
  field: CompanyImageField;
  /** The stored image (editing), if any. */
  existingPath: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}

/** One company image: preview, choose a PNG/JPEG/WebP up to 2 MB (checked here and by the server), or remove. */
export function ImageField({ field, existingPath, choice, onChange }: ImageFieldProps) {
  const { t } = useCompaniesTranslation();
  const id = useId();
  const label = t(`images.labels.${field}`);
  const previewOfFile = useObjectUrl(choice.file);
  const preview = choice.file ? previewOfFile : choice.remove ? null : existingPath;
  const hasImage = Boolean(choice.file || (existingPath && !choice.remove));

  const choose = (file: File | undefined) => {
    if (!file) return;
    const error = checkImageFile(field, file);
    onChange(error ? { ...choice, file: null, error } : { file, remove: false, error: null });
  };
  const remove = () => onChange({ file: null, remove: Boolean(existingPath), error: null });

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Box
          sx={{
            width: 72,
            height: 48,
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
            <Box
              component="img"
              src={preview}
              alt={t("images.preview", { label })}
              sx={{ maxWidth: "100%", maxHeight: "100%" }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t("images.none")}
            </Typography>
          )}
        </Box>
        <Button component="label" variant="outlined" size="small">
          {hasImage ? t("images.replace") : t("images.choose")}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            aria-label={label}
            aria-invalid={choice.error ? true : undefined}
            aria-describedby={choice.error ? `${id}-error` : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = ""; // choosing the same file again still counts as a change
            }}
          />
        </Button>
        {hasImage && (
          <Button size="small" color="error" onClick={remove} aria-label={t(`images.remove.${field}`)}>
            {t("images.removeButton")}
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
