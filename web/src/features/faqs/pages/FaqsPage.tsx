import { Alert, Box, Button, LinearProgress, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { useFaqs } from "../api/get-faqs";
import { useDefaultFaqs } from "../components/default-faqs";
import { FaqAccordion } from "../components/FaqAccordion";
import { useFaqsTranslation } from "../use-faqs-translation";

/** /faqs: the company's FAQ, or the app's default one when the company wrote none. */
export function FaqsPage() {
  const { t } = useFaqsTranslation();
  const { data, error, isLoading, mutate } = useFaqs();
  const defaults = useDefaultFaqs();
  const faqs = data && data.data.length > 0 ? data.data : defaults;

  return (
    <>
      <PageHeader title={t("faqs.title")} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4, maxWidth: 720 }}>
        {t("faqs.intro")}
      </Typography>
      <Box sx={{ maxWidth: 880 }}>
        {error && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void mutate()}>
                {t("retry")}
              </Button>
            }
          >
            {translateMessage(failureMessage(error, t("faqs.loadFailed")))}
          </Alert>
        ) : isLoading && !data ? (
          <LinearProgress aria-label={t("faqs.loading")} />
        ) : (
          <FaqAccordion faqs={faqs} />
        )}
        <Box sx={{ mt: 4, display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
          <Typography>{t("faqs.moreHelp")}</Typography>
          <Button component={RouterLink} to="/support" variant="outlined" color="inherit">
            {t("faqs.submitTicket")}
          </Button>
        </Box>
      </Box>
    </>
  );
}
