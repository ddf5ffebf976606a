import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A calm placeholder for a list or page without content yet. */
export function EmptyState({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        py: 10,
        px: 3,
        textAlign: "center",
        border: "1px dashed",
        borderColor: "divider",
        borderRadius: 2,
        bgcolor: "background.paper",
      }}
    >
      <Typography variant="h6" component="p">
        {title ?? t("empty")}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}
