import type { CompanyPublic } from "@froyo/contracts";
import type { TFunction } from "i18next";
import {
  BellIcon,
  BookIcon,
  BuildingIcon,
  ChartIcon,
  HomeIcon,
  PackageIcon,
  PlayIcon,
  ReceiptIcon,
  SupportIcon,
  TagIcon,
  UsersIcon,
} from "../../../components/icons/nav-icons";
import { i18n } from "../../../i18n/i18n";
import type { NavActions } from "./nav-actions";
import type { NavGroup } from "./nav-types";

type CompanyLinkField = "tutorial_url" | "manual_url";

/** The training links are company fields the server may add to the public company; only http(s) URLs are used. */
function companyUrl(company: CompanyPublic | null, field: CompanyLinkField): string | undefined {
  const value: unknown = company ? (company as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" && /^https?:\/\//i.test(value) ? value : undefined;
}

export interface BuildNavOptions {
  /** Translates the titles; the current language by default. */
  t?: TFunction<"shell">;
  actions?: NavActions;
}

/**
 * Spec sections 2 and 6: the entries, their order, badges and permissions. The user manual becomes a button when
 * the shell is given an action for it (its password dialog); otherwise it links to the company's manual or page.
 */
export function buildNavGroups(company: CompanyPublic | null, options: BuildNavOptions = {}): NavGroup[] {
  const { t = i18n.getFixedT(null, "shell"), actions = {} } = options;
  return [
    {
      id: "dashboard",
      title: t("nav.groups.dashboard"),
      items: [
        { title: t("nav.items.home"), path: "/", icon: <HomeIcon />, permission: "view dashboard" },
        { title: t("nav.items.orders"), path: "/orders", icon: <ReceiptIcon />, permission: "view kiosks" },
        {
          title: t("nav.items.salesAnalytics"),
          path: "/dashboard/sales-analytics",
          icon: <ChartIcon />,
          permission: "view sales",
          badge: "PRO",
        },
      ],
    },
    {
      id: "management",
      title: t("nav.groups.management"),
      items: [
        { title: t("nav.items.products"), path: "/product", icon: <PackageIcon />, permission: "view products" },
        {
          title: t("nav.items.promoCodes"),
          path: "/promo-codes",
          icon: <TagIcon />,
          permission: "view promocodes",
          badge: "PRO",
        },
        {
          title: t("nav.items.notifications"),
          path: "/notifications",
          icon: <BellIcon />,
          permission: "view notification settings",
          badge: "PRO",
        },
        { title: t("nav.items.users"), path: "/users", icon: <UsersIcon />, permission: "view users" },
        { title: t("nav.items.companies"), path: "/companies", icon: <BuildingIcon />, permission: "view companies" },
      ],
    },
    {
      id: "support",
      title: t("nav.groups.support"),
      items: [{ title: t("nav.items.support"), path: "/support", icon: <SupportIcon /> }],
    },
    {
      id: "training",
      title: t("nav.groups.training"),
      items: [
        {
          title: t("nav.items.tutorial"),
          path: "/training/tutorial",
          icon: <PlayIcon />,
          externalUrl: companyUrl(company, "tutorial_url"),
        },
        {
          title: t("nav.items.manual"),
          path: "/training/manual",
          icon: <BookIcon />,
          ...(actions.openManual
            ? { onSelect: actions.openManual }
            : { externalUrl: companyUrl(company, "manual_url") }),
        },
      ],
    },
  ];
}
