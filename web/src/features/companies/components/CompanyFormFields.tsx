import { Box, Typography } from "@mui/material";
import type { Control } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { ColorField } from "./ColorField";
import type { CompanyFormValues } from "./company-form-values";
import { TimezoneField } from "./TimezoneField";

interface CompanyFormFieldsProps {
  control: Control<CompanyFormValues>;
  isEdit: boolean;
  hasManualPassword: boolean;
}

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** The text fields of the company form, in two columns on wider screens. */
export function CompanyFormFields({ control, isEdit, hasManualPassword }: CompanyFormFieldsProps) {
  const text = (name: keyof CompanyFormValues, label: string, type = "text") => (
    <ControlledTextField name={name} control={control} label={label} type={type} autoComplete="off" fullWidth />
  );
  return (
    <>
      <Box sx={grid}>
        {text("name", "Name")}
        <ControlledTextField
          name="subdomain"
          control={control}
          label="Subdomain"
          autoComplete="off"
          helperText="Lower-case letters, digits and hyphens"
          fullWidth
        />
        <ColorField control={control} />
        <TimezoneField control={control} />
        {text("support_email", "Support email", "email")}
        {text("public_site_url", "Public site URL", "url")}
        {text("tutorial_url", "Tutorial URL", "url")}
        {text("manual_url", "Manual URL", "url")}
        <ControlledTextField
          name="manual_password"
          control={control}
          label="Manual password"
          type="password"
          autoComplete="new-password"
          placeholder={hasManualPassword ? "•••• (set)" : undefined}
          helperText={hasManualPassword ? "Leave blank to keep the current password" : undefined}
          slotProps={{ inputLabel: hasManualPassword ? { shrink: true } : undefined }}
          fullWidth
        />
      </Box>
      {!isEdit && (
        <>
          <Box>
            <Typography variant="subtitle1" component="h3">
              First administrator (optional)
            </Typography>
            <Typography variant="body2" color="text.secondary">
              They receive an email with a link to set their password.
            </Typography>
          </Box>
          <Box sx={grid}>
            {text("admin_name", "Admin name")}
            {text("admin_email", "Admin email", "email")}
          </Box>
        </>
      )}
    </>
  );
}
