import { Card, CardContent, Typography } from "@mui/material";
import { PageHeader } from "../../../components/PageHeader";
import { ChangePasswordForm } from "../components/ChangePasswordForm";

export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Change password" />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Enter your current password, then choose a new one of at least 8 characters.
          </Typography>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
}
