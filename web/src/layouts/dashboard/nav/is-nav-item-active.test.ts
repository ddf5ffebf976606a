import { describe, expect, it } from "vitest";
import { isNavItemActive } from "./is-nav-item-active";

describe("active navigation entry", () => {
  it("lights Home on / and /dashboard only", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/dashboard")).toBe(true);
    expect(isNavItemActive("/", "/dashboard/sales-analytics")).toBe(false);
    expect(isNavItemActive("/", "/orders")).toBe(false);
  });

  it("lights other entries when the path starts with theirs", () => {
    expect(isNavItemActive("/orders", "/orders")).toBe(true);
    expect(isNavItemActive("/orders", "/orders/42")).toBe(true);
    expect(isNavItemActive("/dashboard/sales-analytics", "/dashboard/sales-analytics")).toBe(true);
    expect(isNavItemActive("/orders", "/dashboard")).toBe(false);
    expect(isNavItemActive("/product", "/products-archive")).toBe(false);
  });
});
