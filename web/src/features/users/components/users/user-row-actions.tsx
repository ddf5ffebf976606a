import type { User } from "@froyo/contracts";
import type { TFunction } from "i18next";
import type { ListRowAction } from "../../../../components/data-list/actions-column";

export type UserAction = "edit" | "terms" | "resend" | "toggle-status" | "delete";

export interface UserActionRights {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The signed-in user: they cannot disable or delete themselves. */
  actorId: string | undefined;
  /** Staff who see users see a client's statement terms (edited in the edit dialog by those who may edit). */
  canViewTerms?: boolean;
}

/** Which actions a row offers: per permission, per status, and never disabling or deleting oneself. */
export function availableUserActions(user: User, rights: UserActionRights): UserAction[] {
  const isSelf = user.id === rights.actorId;
  const actions: UserAction[] = [];
  if (rights.canEdit) actions.push("edit");
  else if (rights.canViewTerms && user.type === "client") actions.push("terms");
  if (rights.canCreate && user.status === "invited") actions.push("resend");
  if (rights.canEdit && !isSelf && user.status !== "invited") actions.push("toggle-status");
  if (rights.canDelete && !isSelf) actions.push("delete");
  return actions;
}

function labelOf(t: TFunction<"users">, action: UserAction, user: User): string {
  if (action === "edit") return t("rowActions.edit");
  if (action === "terms") return t("rowActions.terms");
  if (action === "resend") return t("rowActions.resend");
  if (action === "toggle-status") return user.status === "disabled" ? t("rowActions.enable") : t("rowActions.disable");
  return t("rowActions.delete");
}

/** The row's menu items (the grid shows them behind its "more" button). */
export function userRowActions(
  t: TFunction<"users">,
  user: User,
  rights: UserActionRights,
  onAction: (action: UserAction, user: User) => void,
): ListRowAction[] {
  return availableUserActions(user, rights).map((action) => ({
    key: action,
    label: labelOf(t, action, user),
    onClick: () => onAction(action, user),
  }));
}
