import { hasPermission, type PermissionRequirement, ROLE_NAMES, seesSales } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { filterNavGroups } from "./filter-nav-groups";
import { buildNavGroups } from "./nav-config";
import type { NavGroup } from "./nav-types";

const canWith = (permissions: readonly string[] | undefined) => (required: PermissionRequirement) =>
  hasPermission(permissions, required);
const titles = (groups: NavGroup[]) => groups.map((group) => [group.title, group.items.map((item) => item.title)]);

describe("navigation filtering", () => {
  it("shows a Client only what the seeded Client role may see (spec section 6)", () => {
    const client = makeUser(ROLE_NAMES.client);
    expect(titles(filterNavGroups(buildNavGroups(), canWith(client.permissions)))).toEqual([
      ["DASHBOARD", ["Home", "Statements", "Order history"]],
      ["MANAGEMENT", ["Products", "Restock"]],
      ["SUPPORT", ["Submit a ticket"]],
      ["TRAINING", ["Tutorial videos", "User manual"]],
    ]);
  });

  it("shows a Client - Pro the PRO entries, and Companies only to holders of 'view companies'", () => {
    const pro = makeUser(ROLE_NAMES.clientPro);
    const management = filterNavGroups(buildNavGroups(), canWith(pro.permissions)).find(
      (group) => group.title === "MANAGEMENT",
    );
    expect(management?.items.map((item) => item.title)).toEqual([
      "Products",
      "Promo codes",
      "Restock",
      "Notifications",
    ]);
    const superAdmin = makeUser(ROLE_NAMES.superAdmin);
    const all = filterNavGroups(buildNavGroups(), canWith(superAdmin.permissions));
    expect(all.find((group) => group.title === "MANAGEMENT")?.items.map((item) => item.title)).toContain("Companies");
  });

  it("shows platform staff on the bare domain the platform's entries, none of a company's business pages", () => {
    const superAdmin = makeUser(ROLE_NAMES.superAdmin);
    expect(titles(filterNavGroups(buildNavGroups(), canWith(superAdmin.permissions), "platform"))).toEqual([
      ["DASHBOARD", ["Home"]],
      ["MANAGEMENT", ["Users", "Companies"]],
      ["SUPPORT", ["Submit a ticket"]],
      ["TRAINING", ["Tutorial videos", "User manual"]],
    ]);
    const onSubdomain = titles(filterNavGroups(buildNavGroups(), canWith(superAdmin.permissions), "company"));
    expect(onSubdomain.flatMap(([, items]) => items)).toEqual(
      expect.arrayContaining(["Order history", "Products", "Promo codes"]),
    );
  });

  it("shows Restock under Management to holders of 'view restock', on a company's host only (issue 24)", () => {
    const management = (groups: NavGroup[]) =>
      groups.find((group) => group.title === "MANAGEMENT")?.items.map((item) => item.title) ?? [];
    for (const role of [ROLE_NAMES.companyAdmin, ROLE_NAMES.fieldTechnician]) {
      const user = makeUser(role);
      expect(management(filterNavGroups(buildNavGroups(), canWith(user.permissions)))).toContain("Restock");
    }
    const restock = buildNavGroups()
      .flatMap((group) => group.items)
      .find((item) => item.title === "Restock");
    expect(restock).toMatchObject({ path: "/restock", permission: "view restock", companyOnly: true });
    const admin = makeUser(ROLE_NAMES.companyAdmin);
    const withoutRestock = admin.permissions.filter((name) => name !== "view restock");
    expect(management(filterNavGroups(buildNavGroups(), canWith(withoutRestock)))).not.toContain("Restock");
    const superAdmin = makeUser(ROLE_NAMES.superAdmin);
    expect(superAdmin.permissions).toContain("view restock");
    expect(management(filterNavGroups(buildNavGroups(), canWith(superAdmin.permissions), "platform"))).not.toContain(
      "Restock",
    );
  });

  it("shows a Field Technician the fleet and no sales: no Order history, though the role holds 'view kiosks'", () => {
    const tech = makeUser(ROLE_NAMES.fieldTechnician);
    expect(tech.permissions).toContain("view kiosks");
    const groups = filterNavGroups(
      buildNavGroups(),
      canWith(tech.permissions),
      "company",
      seesSales(tech.permissions, "staff"),
    );
    expect(titles(groups)).toEqual([
      ["DASHBOARD", ["Home"]],
      ["MANAGEMENT", ["Products", "Restock"]],
      ["SUPPORT", ["Submit a ticket"]],
      ["TRAINING", ["Tutorial videos", "User manual"]],
    ]);
    const client = makeUser(ROLE_NAMES.client);
    expect(seesSales(client.permissions, "client")).toBe(true);
  });

  it("shows Statements right under Home to holders of 'view statements', on a company's host, without a badge", () => {
    const dashboard = (groups: NavGroup[]) =>
      groups.find((group) => group.title === "DASHBOARD")?.items.map((item) => item.title) ?? [];
    for (const role of [ROLE_NAMES.companyAdmin, ROLE_NAMES.client, ROLE_NAMES.clientPro]) {
      const user = makeUser(role);
      expect(dashboard(filterNavGroups(buildNavGroups(), canWith(user.permissions))).slice(0, 2)).toEqual([
        "Home",
        "Statements",
      ]);
    }
    const statements = buildNavGroups()
      .flatMap((group) => group.items)
      .find((item) => item.title === "Statements");
    expect(statements).toMatchObject({ path: "/statements", permission: "view statements", companyOnly: true });
    expect(statements?.badge).toBeUndefined();
    const tech = makeUser(ROLE_NAMES.fieldTechnician);
    expect(dashboard(filterNavGroups(buildNavGroups(), canWith(tech.permissions)))).not.toContain("Statements");
    const superAdmin = makeUser(ROLE_NAMES.superAdmin);
    expect(dashboard(filterNavGroups(buildNavGroups(), canWith(superAdmin.permissions), "platform"))).not.toContain(
      "Statements",
    );
  });

  it("removes groups left empty, keeps groups needing nothing, and denies everything without a permission list", () => {
    expect(titles(filterNavGroups(buildNavGroups(), canWith(undefined)))).toEqual([
      ["SUPPORT", ["Submit a ticket"]],
      ["TRAINING", ["Tutorial videos", "User manual"]],
    ]);
  });

  it("accepts any one permission of a list", () => {
    const groups: NavGroup[] = [
      {
        id: "g",
        title: "G",
        items: [
          {
            title: "Either",
            path: "/either",
            icon: null,
            permission: ["view notifications", "view notification settings"],
          },
          { title: "Other", path: "/other", icon: null, permission: ["view users", "view companies"] },
        ],
      },
    ];
    expect(titles(filterNavGroups(groups, canWith(["view notification settings"])))).toEqual([["G", ["Either"]]]);
  });

  it("marks Promo codes, Notifications and Sales analytics PRO, with the spec's permissions", () => {
    const items = buildNavGroups().flatMap((group) => group.items);
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(items.filter((item) => item.badge === "PRO").map((item) => item.title)).toEqual([
      "Sales analytics",
      "Promo codes",
      "Notifications",
    ]);
    expect(byTitle["Promo codes"]?.permission).toBe("view promocodes");
    expect(byTitle.Notifications?.permission).toBe("view notification settings");
    expect(byTitle["Order history"]?.permission).toBe("view kiosks");
  });

  it("opens the tutorial in a new tab and the manual through its action when given, else their in-app pages", () => {
    const openManual = () => undefined;
    const wired = buildNavGroups({ actions: { tutorialUrl: "https://videos.example.com", openManual } });
    const training = wired.find((group) => group.title === "TRAINING");
    expect(training?.items.map((item) => [item.path, item.externalUrl, item.onSelect])).toEqual([
      ["/training/tutorial", "https://videos.example.com", undefined],
      ["/training/manual", undefined, openManual],
    ]);
    const bare = buildNavGroups({ actions: { tutorialUrl: "javascript:alert(1)" } });
    expect(
      bare.find((group) => group.title === "TRAINING")?.items.map((item) => [item.externalUrl, item.onSelect]),
    ).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});
