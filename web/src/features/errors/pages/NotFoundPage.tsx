import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useDocumentTitle } from "../../../components/use-document-title";
import { primaryTextColor } from "../../../theme/readable-color";

/** Shown for unknown paths and for pages the user may not open (the two are not told apart on purpose). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 6 }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 800, color: primaryTextColor }}>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t("notFound.title")}
      </Typography>
      <Typography color="text.secondary">{t("notFound.text")}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t("notFound.home")}
      </Button>
    </Stack>
  );
}
