import type { PermissionRequirement } from "@froyo/contracts";
import type { ReactNode } from "react";

export interface NavItem {
  title: string;
  /** In-app path; also the active-state key. */
  path: string;
  icon: ReactNode;
  /** Required permission (or any one of a list); none means everyone sees it. */
  permission?: PermissionRequirement;
  /** "PRO" marks the Client - Pro features. */
  badge?: "PRO";
  /** When set, the entry opens this address in a new tab instead of navigating in the app. */
  externalUrl?: string;
}

export interface NavGroup {
  /** Shown as an upper-case section title. */
  title: string;
  items: NavItem[];
}
