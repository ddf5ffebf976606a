import { styled } from "@mui/material/styles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryTextColor } from "../../theme/readable-color";
import { EyeIcon, EyeOffIcon } from "../icons/password-icons";
import { FormField, type FormFieldProps } from "./FormField";

const ToggleButton = styled("button")(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: theme.palette.text.secondary,
  cursor: "pointer",
  "&:hover": { backgroundColor: theme.palette.action.hover },
  "&:focus-visible": { outline: `2px solid ${primaryTextColor(theme)}`, outlineOffset: 1 },
}));

/** A password field with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordField(props: Omit<FormFieldProps, "type" | "endAdornment">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      endAdornment={
        <ToggleButton
          type="button"
          aria-label={visible ? t("password.hide") : t("password.show")}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon fontSize="small" /> : <EyeIcon fontSize="small" />}
        </ToggleButton>
      }
    />
  );
}
