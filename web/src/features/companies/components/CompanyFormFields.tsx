import { Box, Typography } from "@mui/material";
import type { Control } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { TimezoneField } from "../../../components/form/TimezoneField";
import { useTimezones } from "../../../lib/use-timezones";
import { useCompaniesTranslation } from "../use-companies-translation";
import { ColorField } from "./ColorField";
import type { CompanyFormValues } from "./company-form-values";

interface CompanyFormFieldsProps {
  control: Control<CompanyFormValues>;
  isEdit: boolean;
  hasManualPassword: boolean;
}

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** The text fields of the company form, in two columns on wider screens. */
export function CompanyFormFields({ control, isEdit, hasManualPassword }: CompanyFormFieldsProps) {
  const { t } = useCompaniesTranslation();
  const timezones = useTimezones().data?.data;
  const text = (name: keyof CompanyFormValues, label: string, type = "text") => (
    <ControlledTextField name={name} control={control} label={label} type={type} autoComplete="off" fullWidth />
  );
  return (
    <>
      <Box sx={grid}>
        {text("name", t("form.name"))}
        <ControlledTextField
          name="subdomain"
          control={control}
          label={t("form.subdomain")}
          autoComplete="off"
          helperText={t("form.subdomainHelp")}
          fullWidth
        />
        <ColorField control={control} />
        <TimezoneField name="default_timezone" control={control} label={t("form.timezone")} timezones={timezones} />
        {text("support_email", t("form.supportEmail"), "email")}
        {text("public_site_url", t("form.publicSiteUrl"), "url")}
        {text("tutorial_url", t("form.tutorialUrl"), "url")}
        {text("manual_url", t("form.manualUrl"), "url")}
        <ControlledTextField
          name="manual_password"
          control={control}
          label={t("form.manualPassword")}
          type="password"
          autoComplete="new-password"
          placeholder={hasManualPassword ? t("form.manualPasswordSet") : undefined}
          helperText={hasManualPassword ? t("form.manualPasswordKeep") : undefined}
          slotProps={{ inputLabel: hasManualPassword ? { shrink: true } : undefined }}
          fullWidth
        />
      </Box>
      {!isEdit && (
        <>
          <Box>
            <Typography variant="subtitle1" component="h3">
              {t("form.firstAdmin")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("form.firstAdminHelp")}
            </Typography>
          </Box>
          <Box sx={grid}>
            {text("admin_name", t("form.adminName"))}
            {text("admin_email", t("form.adminEmail"), "email")}
          </Box>
        </>
      )}
    </>
  );
}
