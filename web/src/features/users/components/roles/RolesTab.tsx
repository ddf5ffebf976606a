import { Box, Button, List, ListItemButton, ListItemText, Paper, Typography } from "@mui/material";
import { useSearchParams } from "react-router";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useRoles } from "../../api/get-roles";
import { RoleEditor } from "./RoleEditor";

const usersCount = (count: number) => (count === 1 ? "1 user" : `${count} users`);

/** The Roles tab: the roles with their user counts; the selected one (?role=id) opens in the permission matrix. */
export function RolesTab() {
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
        <Typography>{failureMessage(error, "Failed to load roles")}</Typography>
        <Button variant="outlined" onClick={() => void mutate()} sx={{ mt: 2 }}>
          Retry
        </Button>
      </Paper>
    );
  }

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "260px 1fr" }, alignItems: "start" }}>
      <Paper variant="outlined">
        <List aria-label="Roles" aria-busy={isLoading || undefined}>
          {roles.map((role) => (
            <ListItemButton
              key={role.id}
              selected={role.id === selected?.id}
              aria-current={role.id === selected?.id ? "true" : undefined}
              onClick={() => select(role.id)}
            >
              <ListItemText primary={role.name} secondary={usersCount(role.users_count)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {selected ? (
          <RoleEditor key={selected.id} role={selected} canEdit={can("edit users")} />
        ) : (
          <Typography color="text.secondary">{isLoading ? "Loading roles…" : "No roles yet"}</Typography>
        )}
      </Paper>
    </Box>
  );
}
