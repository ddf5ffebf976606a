import { IconButton, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { MoreIcon } from "../icons/list-icons";
import type { ListRowAction } from "./actions-column";

interface RowActionsMenuProps {
  /** The button's accessible name, naming the row ("Actions for Ana Lima"). */
  label: string;
  /** The actions column's items for the row (the grid shows the same in its row menu). */
  items: readonly ListRowAction[];
}

/** A card's actions behind one button: the same items the grid shows in its row menu, outside the grid. */
export function RowActionsMenu({ label, items }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: -0.5, marginInlineEnd: -0.5 }}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
