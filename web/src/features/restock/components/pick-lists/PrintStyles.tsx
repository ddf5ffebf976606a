import { GlobalStyles } from "@mui/material";

/**
 * On paper only the pick list: the shell's bars, nav and footer and the page's buttons go (`data-print-hide`), the
 * page takes the sheet's width, and everything is black on white so a monochrome printer reads it. Mounted by the
 * pick list page only, so no other page's printing changes.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          "header, nav, footer, [data-nav-color], .MuiAppBar-root, .MuiDrawer-root, [data-print-hide]": {
            display: "none !important",
          },
          "html, body": { background: "#fff !important" },
          main: { padding: "0 !important", maxWidth: "none !important" },
          "[data-pick-list], [data-pick-list] *": {
            color: "#000 !important",
            borderColor: "#000 !important",
            background: "transparent !important",
            boxShadow: "none !important",
          },
          "[data-pick-block]": { marginBottom: "12px" },
        },
      }}
    />
  );
}
