import { styled } from "@mui/material/styles";
import { Link } from "react-router";
import { primaryTextColor } from "../theme/readable-color";

/** An in-app text link in a readable shade of the primary colour (lighter than MUI's Link on the sign-in page). */
export const TextLink = styled(Link)(({ theme }) => ({
  ...theme.typography.subtitle2,
  color: primaryTextColor(theme),
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
  "&:focus-visible": { outline: `2px solid ${primaryTextColor(theme)}`, outlineOffset: 2, borderRadius: 2 },
}));
