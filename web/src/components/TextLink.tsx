import { styled } from "@mui/material/styles";
import { Link } from "react-router";

/** An in-app text link in a readable shade of the primary colour (lighter than MUI's Link on the sign-in page). */
export const TextLink = styled(Link)(({ theme }) => ({
  ...theme.typography.subtitle2,
  color: theme.palette.primary.dark,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
  "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
}));
