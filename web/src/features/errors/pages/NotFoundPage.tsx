import { Button, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useDocumentTitle } from "../../../components/use-document-title";

/** Shown for unknown paths and for pages the user may not open (the two are not told apart on purpose). */
export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 6 }}>
      <Typography variant="h2" component="p" color="primary.dark" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary">
        The page you are looking for does not exist, or you do not have access to it.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </Stack>
  );
}
