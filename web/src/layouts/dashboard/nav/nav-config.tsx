import type { CompanyPublic } from "@froyo/contracts";
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
import type { NavGroup } from "./nav-types";

type CompanyLinkField = "tutorial_url" | "manual_url";

/** The training links are company fields the server may add to the public company; only http(s) URLs are used. */
function companyUrl(company: CompanyPublic | null, field: CompanyLinkField): string | undefined {
  const value: unknown = company ? (company as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" && /^https?:\/\//i.test(value) ? value : undefined;
}

/** Spec sections 2 and 6: the entries, their order, badges and permissions. */
export function buildNavGroups(company: CompanyPublic | null): NavGroup[] {
  return [
    {
      title: "DASHBOARD",
      items: [
        { title: "Home", path: "/", icon: <HomeIcon />, permission: "view dashboard" },
        { title: "Order history", path: "/orders", icon: <ReceiptIcon />, permission: "view kiosks" },
        {
          title: "Sales analytics",
          path: "/dashboard/sales-analytics",
          icon: <ChartIcon />,
          permission: "view sales",
          badge: "PRO",
        },
      ],
    },
    {
      title: "MANAGEMENT",
      items: [
        { title: "Products", path: "/product", icon: <PackageIcon />, permission: "view products" },
        { title: "Promo codes", path: "/promo-codes", icon: <TagIcon />, permission: "view promocodes", badge: "PRO" },
        {
          title: "Notifications",
          path: "/notifications",
          icon: <BellIcon />,
          permission: "view notification settings",
          badge: "PRO",
        },
        { title: "Users", path: "/users", icon: <UsersIcon />, permission: "view users" },
        { title: "Companies", path: "/companies", icon: <BuildingIcon />, permission: "view companies" },
      ],
    },
    {
      title: "SUPPORT",
      items: [{ title: "Submit a ticket", path: "/support", icon: <SupportIcon /> }],
    },
    {
      title: "TRAINING",
      items: [
        {
          title: "Tutorial videos",
          path: "/training/tutorial",
          icon: <PlayIcon />,
          externalUrl: companyUrl(company, "tutorial_url"),
        },
        {
          title: "User manual",
          path: "/training/manual",
          icon: <BookIcon />,
          externalUrl: companyUrl(company, "manual_url"),
        },
      ],
    },
  ];
}
