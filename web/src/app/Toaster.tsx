import { GlobalStyles, IconButton } from "@mui/material";
import { styled } from "@mui/material/styles";
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, useSnackbar } from "notistack";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../components/icons/ui-icons";
import { TOP_BAR_HEIGHT } from "../layouts/dashboard/TopBar";
import { attachToaster } from "../lib/toast";

// At 300 px notistack would wrap the close button under the message; keep them on one line.
const ToastContent = styled(MaterialDesignContent)({
  flexWrap: "nowrap",
  "& #notistack-snackbar": { flex: 1, minWidth: 0, overflowWrap: "anywhere" },
});
const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/**
 * Top-right as the spec has it, but under the top bar: at notistack's own 14 px from the top they covered the bell,
 * the settings and the account menu for their 4 s. (Each toast adds 6 px of padding above itself.)
 */
const BELOW_TOP_BAR = "froyo-toasts-below-top-bar";
const belowTopBar = (
  <GlobalStyles styles={{ [`.notistack-SnackbarContainer.${BELOW_TOP_BAR}`]: { top: TOP_BAR_HEIGHT + 8 - 6 } }} />
);

function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), [enqueueSnackbar]);
  return null;
}

/** Spec section 9: top-right, at most 4 at once, 4 s, 300 px wide, each with a close button. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      classes={{ containerAnchorOriginTopRight: BELOW_TOP_BAR }}
      maxSnack={4}
      autoHideDuration={4000}
      style={{ width: 300, minWidth: 0 }}
      Components={TOAST_COMPONENTS}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label={t("actions.close")} onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {belowTopBar}
      <ToastBridge />
    </SnackbarProvider>
  );
}
