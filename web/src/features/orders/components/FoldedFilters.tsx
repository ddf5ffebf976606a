import { Box, Button, Collapse } from "@mui/material";
import { type ReactNode, startTransition, useId, useState } from "react";
import { FilterIcon } from "../../../components/icons/list-icons";
import { numberFormat } from "../../../i18n/intl";
import { useOrdersTranslation } from "../use-orders-translation";

interface FoldedFiltersProps {
  /** How many of the folded filters narrow the list now (the search included). */
  applied: number;
  language: string;
  children: ReactNode;
}

/**
 * On a phone the search and the nine filters would fill the first screen before any order: they fold behind one
 * "Filters" button, which says how many are applied so a narrowed list is never mistaken for the whole.
 */
export function FoldedFilters({ applied, language, children }: FoldedFiltersProps) {
  const { t } = useOrdersTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterIcon />}
        aria-expanded={open}
        aria-controls={panelId}
        // The search and nine filters unfold in a transition: the tap paints its feedback first, and a phone's slow
        // CPU does not hold that frame for every field (issue 22, INP).
        onClick={() => startTransition(() => setOpen((wasOpen) => !wasOpen))}
        sx={{ whiteSpace: "nowrap" }}
      >
        {applied > 0
          ? t("filters.foldApplied", { applied: numberFormat(language).format(applied) })
          : t("filters.fold")}
      </Button>
      <Collapse in={open} unmountOnExit sx={{ width: "100%" }}>
        <Box id={panelId} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
          {children}
        </Box>
      </Collapse>
    </>
  );
}
