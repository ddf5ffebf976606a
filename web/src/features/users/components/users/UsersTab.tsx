import type { User } from "@froyo/contracts";
import { Box, Button } from "@mui/material";
import { useMemo, useState } from "react";
import { DataList } from "../../../../components/data-list/DataList";
import { AddIcon } from "../../../../components/icons/list-icons";
import { failureMessage } from "../../../../lib/failure-message";
import { toApiQuery, toExportQuery } from "../../../../lib/list-params";
import { usePermissions } from "../../../../lib/permissions";
import { useListParams } from "../../../../lib/use-list-params";
import { useRoles } from "../../api/get-roles";
import { usersExportUrl, useUsers } from "../../api/get-users";
import { useUsersTranslation } from "../../use-users-translation";
import { ClientTermsDialog } from "./ClientTermsDialog";
import { DeleteUserDialog } from "./DeleteUserDialog";
import { EditUserDialog } from "./EditUserDialog";
import { InviteUserDialog } from "./InviteUserDialog";
import { UserFilters } from "./UserFilters";
import { useUserStatusActions } from "./use-user-status-actions";
import { USER_LIST_SPEC } from "./user-list-params";
import { type UserAction, type UserActionRights, userRowActions } from "./user-row-actions";
import { usersColumns } from "./users-columns";

type OpenDialog = { kind: "invite" } | { kind: "edit" | "terms" | "delete"; user: User } | null;

/** The Users tab: the server-side list with its filters, the invite button, and each row's actions. */
export function UsersTab() {
  const { t } = useUsersTranslation();
  const { can, actor } = usePermissions();
  const { params, change } = useListParams(USER_LIST_SPEC);
  const users = useUsers(toApiQuery(params, USER_LIST_SPEC));
  const roles = useRoles().data?.data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { resend, toggleStatus } = useUserStatusActions();

  const rights: UserActionRights = {
    canCreate: can("create users"),
    canEdit: can("edit users"),
    canDelete: can("delete users"),
    actorId: actor?.id,
    canViewTerms: actor?.type === "staff",
  };
  const hasActions = rights.canCreate || rights.canEdit || rights.canDelete || rights.canViewTerms;
  const onAction = (action: UserAction, user: User) => {
    if (action === "resend") void resend(user);
    else if (action === "toggle-status") void toggleStatus(user);
    else setDialog({ kind: action, user });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: onAction only reads what the rights already name
  const columns = useMemo(
    () => usersColumns(t, hasActions ? (user) => userRowActions(t, user, rights, onAction) : undefined),
    [t, hasActions, rights.canCreate, rights.canEdit, rights.canDelete, rights.actorId, rights.canViewTerms],
  );
  const close = () => setDialog(null);

  return (
    <>
      {rights.canCreate && (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "invite" })}>
            {t("list.invite")}
          </Button>
        </Box>
      )}
      <DataList<User>
        label={t("list.label")}
        listName="users"
        userId={actor?.id}
        columns={columns}
        rows={users.data?.data}
        total={users.data?.meta.total}
        loading={users.isLoading}
        errorMessage={users.error ? failureMessage(users.error, t("list.loadFailed")) : null}
        onRetry={() => void users.mutate()}
        emptyLabel={
          params.search || params.filters.role_id || params.filters.status ? t("list.noMatch") : t("list.empty")
        }
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: t("list.search"), value: params.search, onSearch: (search) => change({ search }) },
          filters: (
            <UserFilters
              roles={roles}
              roleId={params.filters.role_id}
              status={params.filters.status}
              onChange={(filters) => change({ filters })}
            />
          ),
          exportHref: usersExportUrl(toExportQuery(params, USER_LIST_SPEC)),
        }}
      />
      <InviteUserDialog open={dialog?.kind === "invite"} onClose={close} roles={roles} />
      {dialog?.kind === "edit" && (
        <EditUserDialog
          key={dialog.user.id}
          user={dialog.user}
          roles={roles}
          isSelf={dialog.user.id === actor?.id}
          withTerms={dialog.user.type === "client" && actor?.type === "staff"}
          onClose={close}
        />
      )}
      {dialog?.kind === "terms" && <ClientTermsDialog key={dialog.user.id} user={dialog.user} onClose={close} />}
      <DeleteUserDialog user={dialog?.kind === "delete" ? dialog.user : null} onClose={close} />
    </>
  );
}
