import { AppBar, Box, IconButton, Toolbar, Typography } from "@mui/material";
import { MenuIcon } from "../../components/icons/ui-icons";
import { useBrandCompany } from "../../theme/brand-context";
import { UserMenu } from "./UserMenu";

/** The top bar in the company's primary colour; below md it carries the menu button for the drawer. */
export function TopBar({ onOpenNav }: { onOpenNav?: () => void }) {
  const company = useBrandCompany();
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ minHeight: { xs: 64 }, gap: 1 }}>
        {onOpenNav && (
          <>
            <IconButton edge="start" color="inherit" aria-label="Open menu" onClick={onOpenNav}>
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              {company?.name ?? "Froyo Back Office"}
            </Typography>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
