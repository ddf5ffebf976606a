import type { Permission } from "@froyo/contracts";
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { buildPermissionMatrix, MATRIX_ACTIONS } from "./permission-matrix";

const ROWS = buildPermissionMatrix();
const HEADERS = { view: "View", create: "Create", edit: "Edit", delete: "Delete" } as const;

interface PermissionMatrixProps {
  roleName: string;
  granted: readonly string[];
  readOnly: boolean;
  /** Permissions shown but not offered (a company role and "* companies"). */
  isLocked: (permission: Permission) => boolean;
  onToggle: (permission: Permission, on: boolean) => void;
}

/** Resources down, actions across; each checkbox is labelled with its permission ("edit products"). */
export function PermissionMatrix({ roleName, granted, readOnly, isLocked, onToggle }: PermissionMatrixProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Permissions of ${roleName}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Resource
            </TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} component="th" scope="col" align="center">
                {HEADERS[action]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.resource}>
              <TableCell component="th" scope="row">
                {row.label}
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
                        slotProps={{ input: { "aria-label": permission } }}
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
