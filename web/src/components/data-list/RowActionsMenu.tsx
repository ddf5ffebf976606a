import { IconButton, Menu, MenuItem } from "@mui/material";
import type { GridActionsCellItemProps } from "@mui/x-data-grid";
import { type MouseEvent, type ReactElement, useId, useState } from "react";
import { MoreIcon } from "../icons/list-icons";

interface RowActionsMenuProps {
  /** The button's accessible name, naming the row ("Actions for Ana Lima"). */
  label: string;
  /** The actions column's items, as the grid gets them: their label, state and handler are read here. */
  items: readonly ReactElement<GridActionsCellItemProps>[];
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
        {items.map((item) => {
          const { label: itemLabel, disabled, onClick } = item.props;
          return (
            <MenuItem
              key={item.key ?? String(itemLabel)}
              disabled={disabled}
              onClick={(event: MouseEvent<HTMLLIElement>) => {
                setAnchor(null);
                onClick?.(event as unknown as MouseEvent<HTMLButtonElement>);
              }}
            >
              {itemLabel}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
