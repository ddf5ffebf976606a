import { SvgIcon, type SvgIconProps } from "@mui/material";

/** A chevron for the accordion (Material Design "expand more", Apache 2.0). */
export function ExpandIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}
