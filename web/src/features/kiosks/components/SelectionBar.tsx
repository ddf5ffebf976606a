import { Box, Button, Typography } from "@mui/material";
import { useKiosksTranslation } from "../use-kiosks-translation";

interface SelectionBarProps {
  count: number;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while kiosks are ticked: how many, and deleting them together. */
export function SelectionBar({ count, onDelete, onClear }: SelectionBarProps) {
  const { t } = useKiosksTranslation();
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1,
        mb: 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "action.hover",
      }}
    >
      <Typography variant="body2" aria-live="polite" sx={{ flex: 1, fontWeight: 600 }}>
        {t("list.selected", { count })}
      </Typography>
      <Button size="small" onClick={onClear}>
        {t("list.clearSelection")}
      </Button>
      <Button size="small" variant="contained" color="error" onClick={onDelete}>
        {t("list.deleteSelected")}
      </Button>
    </Box>
  );
}
