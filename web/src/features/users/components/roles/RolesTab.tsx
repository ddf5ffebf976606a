import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from "@mui/material";
import { useSearchParams } from "react-router";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useRoles } from "../../api/get-roles";
import { useUsersTranslation } from "../../use-users-translation";
import { roleLabel } from "../role-label";
import { RoleEditor } from "./RoleEditor";

/** The Roles tab: the roles with their user counts; the selected one (?role=id) opens in the permission matrix. */
export function RolesTab() {
  const { t } = useUsersTranslation();
  const { can } = usePermissions();
  const { data, error, isLoading, mutate } = useRoles();
  const [searchParams, setSearchParams] = useSearchParams();
  const roles = data?.data ?? [];
  const selected = roles.find((role) => role.id === searchParams.get("role")) ?? roles[0];

  const select = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set("role", id);
      return next;
    });

  if (error && !data) {
    return (
      <Paper variant="outlined" role="alert" sx={{ p: 4, textAlign: "center" }}>
        <Typography>{failureMessage(error, t("roles.loadFailed"))}</Typography>
        <Button variant="outlined" onClick={() => void mutate()} sx={{ mt: 2 }}>
          {t("roles.retry")}
        </Button>
      </Paper>
    );
  }

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "260px 1fr" }, alignItems: "start" }}>
      <Paper variant="outlined">
        <List aria-label={t("roles.label")} aria-busy={isLoading || undefined}>
          {/* Each button in its own item: a list (ul) may hold only li elements. */}
          {roles.map((role) => (
            <ListItem key={role.id} disablePadding>
              <ListItemButton
                selected={role.id === selected?.id}
                aria-current={role.id === selected?.id ? "true" : undefined}
                onClick={() => select(role.id)}
              >
                <ListItemText
                  primary={roleLabel(t, role.name)}
                  secondary={t("roles.usersCount", { count: role.users_count })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {selected ? (
          <RoleEditor key={selected.id} role={selected} canEdit={can("edit users")} />
        ) : (
          <Typography color="text.secondary">{isLoading ? t("roles.loading") : t("roles.empty")}</Typography>
        )}
      </Paper>
    </Box>
  );
}
