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
  StatementIcon,
  SupportIcon,
  TagIcon,
  TruckIcon,
  UsersIcon,
} from "../../../components/icons/nav-icons";
import { i18n } from "../../../i18n/i18n";
import type { NavActions } from "./nav-actions";
import type { NavGroup } from "./nav-types";

/** Only http(s) addresses become links (a stored value is not trusted to be one). */
function safeTutorialUrl(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export interface BuildNavOptions {
  /** Translates the titles; the current language by default. */
  t?: TFunction<"shell">;
  actions?: NavActions;
}

/**
 * Spec sections 2 and 6: the entries, their order, badges and permissions. The training entries open the company's
 * tutorial in a new tab and the manual through its password dialog when the shell passes them (`actions`); the
 * manual's own address never reaches the browser before its password.
 */
export function buildNavGroups(options: BuildNavOptions = {}): NavGroup[] {
  const { t = i18n.getFixedT(null, "shell"), actions = {} } = options;
  return [
    {
      id: "dashboard",
      title: t("nav.groups.dashboard"),
      items: [
        { title: t("nav.items.home"), path: "/", icon: <HomeIcon />, permission: "view dashboard" },
        {
          title: t("nav.items.statements"),
          path: "/statements",
          companyOnly: true,
          icon: <StatementIcon />,
          permission: "view statements",
        },
        {
          title: t("nav.items.orders"),
          path: "/orders",
          companyOnly: true,
          salesOnly: true,
          icon: <ReceiptIcon />,
          permission: "view kiosks",
        },
        {
          title: t("nav.items.analytics"),
          path: "/dashboard/sales-analytics",
          companyOnly: true,
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
        {
          title: t("nav.items.products"),
          path: "/product",
          companyOnly: true,
          icon: <PackageIcon />,
          permission: "view products",
        },
        {
          title: t("nav.items.promoCodes"),
          path: "/promo-codes",
          companyOnly: true,
          icon: <TagIcon />,
          permission: "view promocodes",
          badge: "PRO",
        },
        {
          title: t("nav.items.restock"),
          path: "/restock",
          companyOnly: true,
          icon: <TruckIcon />,
          permission: "view restock",
        },
        {
          title: t("nav.items.notifications"),
          path: "/notifications",
          companyOnly: true,
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
          externalUrl: safeTutorialUrl(actions.tutorialUrl),
        },
        {
          title: t("nav.items.manual"),
          path: "/training/manual",
          icon: <BookIcon />,
          onSelect: actions.openManual,
        },
      ],
    },
  ];
}
