import { keyframes, styled } from "@mui/material/styles";
import type { ReactNode } from "react";
import { primaryHoverBackground, primaryTextColor } from "../../theme/readable-color";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const Button = styled("button")(({ theme }) => ({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.spacing(1),
  width: "100%",
  minHeight: 48,
  padding: theme.spacing(1.25, 2.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.button,
  fontSize: 15,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  cursor: "pointer",
  transition: theme.transitions.create(["background-color", "opacity"], { duration: 150 }),
  "&:hover": { backgroundColor: primaryHoverBackground(theme) },
  "&:focus-visible": { outline: `3px solid ${primaryTextColor(theme)}`, outlineOffset: 2 },
  "&:disabled": { cursor: "default", opacity: 0.7 },
  "&.is-fit": { width: "auto", alignSelf: "flex-start" },
}));

const Spinner = styled("span")({
  width: 18,
  height: 18,
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.7s linear infinite`,
});

interface SubmitButtonProps {
  children: ReactNode;
  /** While true the button is disabled, says it is busy, and shows a spinner. */
  loading?: boolean;
  /** As wide as its label instead of the whole form. */
  fit?: boolean;
}

/** The primary submit button of the auth forms (a themed native button; see FormField for why not MUI's). */
export function SubmitButton({ children, loading = false, fit = false }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={loading} aria-busy={loading || undefined} className={fit ? "is-fit" : undefined}>
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </Button>
  );
}
