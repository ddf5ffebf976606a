import { styled } from "@mui/material/styles";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/i18n";
import { primaryTextColor } from "../../theme/readable-color";

/*
 * The form fields of the auth screens are native inputs styled with the theme rather than MUI's TextField: the
 * signed-out pages must load fast (a 160 KB JavaScript budget), and TextField brings InputBase, Select, Menu and
 * Modal. Label above the field, error text below it, tied together with for / aria-describedby / aria-invalid.
 */

const Label = styled("label")(({ theme }) => ({
  display: "block",
  marginBottom: theme.spacing(0.75),
  ...theme.typography.subtitle2,
  color: theme.palette.text.primary,
}));

const InputFrame = styled("div")({ position: "relative", display: "flex", alignItems: "center" });

export const Input = styled("input")(({ theme }) => ({
  width: "100%",
  minHeight: 48,
  padding: theme.spacing(1.5, 1.75),
  font: "inherit",
  fontSize: 16, // 16 px keeps iOS from zooming into the field
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  outline: "none",
  transition: theme.transitions.create(["border-color", "box-shadow"], { duration: 150 }),
  "&:hover": { borderColor: theme.palette.text.primary },
  // The focused frame must stand out from the page (3:1): the readable shade, not the company's colour itself.
  "&:focus": { borderColor: primaryTextColor(theme), boxShadow: `0 0 0 1px ${primaryTextColor(theme)}` },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 1px ${theme.palette.error.main}` },
  "&.has-adornment": { paddingRight: theme.spacing(6) },
}));

const HelperText = styled("p")(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  ...theme.typography.caption,
  color: theme.palette.error.main,
}));

const Adornment = styled("div")({ position: "absolute", right: 4, display: "flex" });

export interface FormFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "autoFocus" | "inputMode"> {
  label: string;
  /** `register(name)` of react-hook-form. */
  registration: UseFormRegisterReturn;
  /** The field's current error (the shared schema's or the server's 422 message, in English: shown translated). */
  error?: string;
  endAdornment?: ReactNode;
}

export function FormField({ label, registration, error, endAdornment, type = "text", ...inputProps }: FormFieldProps) {
  useTranslation(); // re-renders the error in a newly chosen language
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <InputFrame>
        <Input
          id={id}
          type={type}
          className={endAdornment ? "has-adornment" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
          {...registration}
        />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
      </InputFrame>
      {error && <HelperText id={errorId}>{translateMessage(error)}</HelperText>}
    </div>
  );
}
