import { alpha, styled } from "@mui/material/styles";
import type { ReactNode } from "react";

type Severity = "error" | "success";

const Box = styled("div")(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.body2,
  // The text takes the shade of its colour that stands out from the page: dark on light, light on dark.
  "&.error": {
    color: theme.palette.error[theme.palette.mode === "dark" ? "light" : "dark"],
    backgroundColor: alpha(theme.palette.error.main, 0.08),
  },
  "&.success": {
    color: theme.palette.success[theme.palette.mode === "dark" ? "light" : "dark"],
    backgroundColor: alpha(theme.palette.success.main, 0.1),
  },
}));

/** A form-level message: errors are announced at once (role alert), success politely (role status). */
export function FormAlert({ severity, children }: { severity: Severity; children: ReactNode }) {
  return (
    <Box role={severity === "error" ? "alert" : "status"} className={severity}>
      {children}
    </Box>
  );
}
