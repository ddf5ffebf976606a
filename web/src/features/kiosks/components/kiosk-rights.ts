import { usePermissions } from "../../../lib/permissions";

export type KioskAction = "edit" | "toggle-active" | "rotate" | "delete";

export interface KioskRights {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Staff edit every field of a kiosk; a client only its name and address (CLIENT_EDITABLE_KIOSK_FIELDS). */
  isStaff: boolean;
}

/** What the signed-in user may do with kiosks (the server checks all of it again). */
export function useKioskRights(): KioskRights {
  const { can, actor } = usePermissions();
  return {
    canCreate: can("create kiosks"),
    canEdit: can("edit kiosks"),
    canDelete: can("delete kiosks"),
    isStaff: actor?.type === "staff",
  };
}

/** A kiosk's menu: edit with `edit kiosks`, enable/disable for staff who edit, rotate with `create`, delete. */
export function availableKioskActions(rights: KioskRights): KioskAction[] {
  const actions: KioskAction[] = [];
  if (rights.canEdit) actions.push("edit");
  if (rights.canEdit && rights.isStaff) actions.push("toggle-active");
  if (rights.canCreate) actions.push("rotate");
  if (rights.canDelete) actions.push("delete");
  return actions;
}
