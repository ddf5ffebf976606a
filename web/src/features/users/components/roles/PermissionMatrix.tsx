import type { Permission } from "@froyo/contracts";
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { useUsersTranslation } from "../../use-users-translation";
import {
  buildPermissionMatrix,
  isMatrixResource,
  MATRIX_ACTIONS,
  type MatrixAction,
  type MatrixRow,
} from "./permission-matrix";

const ROWS = buildPermissionMatrix();

interface PermissionMatrixProps {
  /** The role's name as shown (translated). */
  roleName: string;
  granted: readonly string[];
  readOnly: boolean;
  /** Permissions shown but not offered (a company role and "* companies"). */
  isLocked: (permission: Permission) => boolean;
  onToggle: (permission: Permission, on: boolean) => void;
}

/** Resources down, actions across; each checkbox is labelled with its permission ("edit products"). */
export function PermissionMatrix({ roleName, granted, readOnly, isLocked, onToggle }: PermissionMatrixProps) {
  const { t } = useUsersTranslation();
  const rowLabel = (row: MatrixRow) =>
    isMatrixResource(row.resource) ? t(`roles.resources.${row.resource}`) : row.label;
  const permissionLabel = (row: MatrixRow, action: MatrixAction, permission: Permission) =>
    isMatrixResource(row.resource)
      ? t("roles.permission", { action: t(`roles.verbs.${action}`), resource: t(`roles.nouns.${row.resource}`) })
      : permission;
  return (
    <TableContainer>
      <Table size="small" aria-label={t("roles.matrixLabel", { name: roleName })}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t("roles.resource")}
            </TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} component="th" scope="col" align="center">
                {t(`roles.actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.resource}>
              <TableCell component="th" scope="row">
                {rowLabel(row)}
              </TableCell>
              {MATRIX_ACTIONS.map((action) => {
                const permission = row.cells[action];
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    {permission && (
                      <Checkbox
                        checked={granted.includes(permission)}
                        disabled={readOnly || isLocked(permission)}
                        onChange={(event) => onToggle(permission, event.target.checked)}
                        slotProps={{ input: { "aria-label": permissionLabel(row, action, permission) } }}
                      />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
