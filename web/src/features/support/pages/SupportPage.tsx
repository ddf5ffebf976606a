import { Card, CardContent, Grid, Typography } from "@mui/material";
import { useId, useState } from "react";
import { PageHeader } from "../../../components/PageHeader";
import { SupportTicketForm } from "../components/SupportTicketForm";
import { SupportTicketList } from "../components/SupportTicketList";
import { useSupportTranslation } from "../use-support-translation";

/** /support: the ticket form (seed: "Submit a ticket") and the user's own tickets with their status. */
export function SupportPage() {
  const { t } = useSupportTranslation();
  const [page, setPage] = useState(1);
  const formHeadingId = useId();
  const listHeadingId = useId();

  return (
    <>
      <PageHeader title={t("page.title")} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4, maxWidth: 720 }}>
        {t("page.intro")}
      </Typography>
      <Grid container spacing={3} sx={{ alignItems: "flex-start" }}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card component="section" aria-labelledby={formHeadingId}>
            <CardContent sx={{ p: 3 }}>
              <Typography id={formHeadingId} variant="h6" component="h2" sx={{ mb: 2.5 }}>
                {t("form.heading")}
              </Typography>
              {/* A new ticket is the newest: show the first page, where it now is. */}
              <SupportTicketForm onSubmitted={() => setPage(1)} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card component="section" aria-labelledby={listHeadingId}>
            <CardContent sx={{ p: 3 }}>
              <Typography id={listHeadingId} variant="h6" component="h2" sx={{ mb: 2 }}>
                {t("tickets.heading")}
              </Typography>
              <SupportTicketList page={page} onPageChange={setPage} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
