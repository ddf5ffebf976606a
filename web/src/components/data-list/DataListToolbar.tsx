import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DownloadIcon } from "../icons/list-icons";
import { SearchField } from "./SearchField";

// A type (not an interface): the grid's slot props carry an index signature only type aliases satisfy.
export type DataListToolbarProps = {
  search?: { label: string; value: string; onSearch: (value: string) => void };
  /** The page's filter controls (FilterSelect, date inputs). */
  filters?: ReactNode;
  /** The server's CSV export of the current filters; a plain same-origin link, so the session cookie goes along. */
  exportHref?: string;
  /** The grid's columns panel button (DataListGrid): only inside the grid, whose panel it opens; cards show every column. */
  columnsButton?: ReactNode;
};

/** Above the list: search, the page's filters, the columns panel (in the grid) and CSV export. */
export function DataListToolbar({ search, filters, exportHref, columnsButton }: DataListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        p: 2,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {search && <SearchField label={search.label} value={search.value} onSearch={search.onSearch} />}
      {filters}
      <Box sx={{ flex: 1 }} />
      {columnsButton}
      {exportHref && (
        <Button component="a" href={exportHref} download startIcon={<DownloadIcon />}>
          {t("list.exportCsv")}
        </Button>
      )}
    </Box>
  );
}
