import { PASSWORD_MIN } from "@froyo/contracts";
import { Card, CardContent, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { ChangePasswordForm } from "../components/ChangePasswordForm";

export function ChangePasswordPage() {
  const { t } = useTranslation("auth");
  return (
    <>
      <PageHeader title={t("changePassword.title")} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t("changePassword.intro", { min: PASSWORD_MIN })}
          </Typography>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
}
