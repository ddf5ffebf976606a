import type { SalePageMeta } from "@froyo/contracts";
import { Box, IconButton, MenuItem, TextField, Typography } from "@mui/material";
import { numberFormat } from "../../../i18n/intl";
import { useOrdersTranslation } from "../use-orders-translation";

interface KeysetPagerProps {
  meta: SalePageMeta | undefined;
  /** How many rows this page shows, and how many came before it (unknown on a page opened from its address). */
  shown: number;
  offset: number | null;
  perPage: number;
  perPageOptions: readonly number[];
  language: string;
  onFirst: () => void;
  onCursor: (cursor: string) => void;
  onPerPage: (perPage: number) => void;
}

/** Arrows point the way reading goes: in a right-to-left language "next" points left. */
function Arrow({ to }: { to: "start" | "end" | "first" }) {
  const glyph = to === "first" ? "⇤" : to === "start" ? "‹" : "›";
  return (
    <Box component="span" aria-hidden sx={{ fontSize: 22, lineHeight: 1, "[dir=rtl] &": { transform: "scaleX(-1)" } }}>
      {glyph}
    </Box>
  );
}

/**
 * Keyset paging's footer (decision 018): rows per page, "1–25 of 1,234" (or "of more than 10,000" when the count
 * stopped), first, previous and next. There is no page number to jump to: a million orders are filtered, not paged.
 */
export function KeysetPager(props: KeysetPagerProps) {
  const { t } = useOrdersTranslation();
  const { meta, shown, offset, language } = props;
  const number = (value: number) => numberFormat(language).format(value);
  const total = meta ? number(meta.total) : "";
  const range = !meta
    ? ""
    : offset === null
      ? t(meta.total_is_exact ? "list.total" : "list.totalMore", { total })
      : t(meta.total_is_exact ? "list.shown" : "list.shownMore", {
          from: number(shown === 0 ? 0 : offset + 1),
          to: number(offset + shown),
          total,
        });
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "flex-end",
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <TextField
        select
        size="small"
        variant="standard"
        label={t("list.rowsPerPage")}
        value={props.perPage}
        onChange={(event) => props.onPerPage(Number(event.target.value))}
        sx={{ minWidth: 120 }}
      >
        {props.perPageOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {number(option)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" role="status" aria-live="polite">
        {range}
      </Typography>
      <Box sx={{ display: "flex" }}>
        <IconButton aria-label={t("list.first")} disabled={!meta?.prev_cursor} onClick={props.onFirst}>
          <Arrow to="first" />
        </IconButton>
        <IconButton
          aria-label={t("list.previous")}
          disabled={!meta?.prev_cursor}
          onClick={() => meta?.prev_cursor && props.onCursor(meta.prev_cursor)}
        >
          <Arrow to="start" />
        </IconButton>
        <IconButton
          aria-label={t("list.next")}
          disabled={!meta?.next_cursor}
          onClick={() => meta?.next_cursor && props.onCursor(meta.next_cursor)}
        >
          <Arrow to="end" />
        </IconButton>
      </Box>
    </Box>
  );
}
