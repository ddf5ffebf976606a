import { NAV_WIDTH, NavContent } from "./NavContent";
import { NavSurface } from "./nav/NavSurface";

/** The permanent side panel of the vertical layout on wide screens (md and up). */
export function SideNav() {
  return (
    <NavSurface
      edge="side"
      sx={{ width: NAV_WIDTH, flexShrink: 0, position: "sticky", top: 0, height: "100dvh", overflowY: "auto" }}
    >
      <NavContent />
    </NavSurface>
  );
}
