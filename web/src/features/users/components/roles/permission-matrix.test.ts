import { PERMISSIONS } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import {
  buildPermissionMatrix,
  canRoleHold,
  otherPermissions,
  samePermissions,
  togglePermission,
} from "./permission-matrix";

describe("permission matrix", () => {
  it("groups the permissions by resource, in the order they are listed", () => {
    const rows = buildPermissionMatrix();
    expect(rows.map((row) => row.label)).toEqual([
      "Products",
      "Promo codes",
      "Kiosks",
      "Dashboard",
      "Sales",
      "Users",
      "Companies",
      "Notification settings",
      "Notifications",
      "Restock",
      "Statements",
    ]);
    expect(rows[0]?.cells).toEqual({
      view: "view products",
      create: "create products",
      edit: "edit products",
      delete: "delete products",
    });
    expect(rows.find((row) => row.resource === "dashboard")?.cells).toEqual({
      view: "view dashboard",
      create: null,
      edit: null,
      delete: null,
    });
    expect(rows.find((row) => row.resource === "notification settings")?.cells).toEqual({
      view: "view notification settings",
      create: null,
      edit: "edit notification settings",
      delete: null,
    });
  });

  it("offers every permission once: a cell of the matrix, or one of the others under it", () => {
    const cells = buildPermissionMatrix().flatMap((row) => Object.values(row.cells).filter(Boolean));
    expect(otherPermissions()).toEqual(["refund sales"]);
    expect([...cells, ...otherPermissions()].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("toggles one permission and keeps the canonical order", () => {
    const on = togglePermission(["view users", "view products"], "edit products", true);
    expect(on).toEqual(["view products", "edit products", "view users"]);
    expect(togglePermission(on, "view products", false)).toEqual(["edit products", "view users"]);
    expect(togglePermission(on, "edit products", true)).toEqual(on);
    expect(samePermissions(["view users", "view products"], ["view products", "view users"])).toBe(true);
    expect(samePermissions(["view users"], ["view users", "edit users"])).toBe(false);
  });

  it("keeps companies permissions for the Super Admin", () => {
    expect(canRoleHold("Company Admin", "view companies")).toBe(false);
    expect(canRoleHold("Company Admin", "view users")).toBe(true);
    expect(canRoleHold("Super Admin", "delete companies")).toBe(true);
  });
});
