import type { PermissionRequirement } from "@froyo/contracts";
import type { ReactNode } from "react";

export interface NavItem {
  /** Shown text, in the interface's language. */
  title: string;
  /** In-app path; also the active-state key. */
  path: string;
  icon: ReactNode;
  /** Required permission (or any one of a list); none means everyone sees it. */
  permission?: PermissionRequirement;
  /** Business pages that mean something only inside a company: hidden from platform staff on the bare domain. */
  companyOnly?: true;
  /** Shown only to those who see sales (a client, or staff with `view sales`): the order history. */
  salesOnly?: true;
  /** "PRO" marks the Client - Pro features. */
  badge?: "PRO";
  /** When set, the entry opens this address in a new tab instead of navigating in the app. */
  externalUrl?: string;
  /**
   * When set, the entry is a button that runs this instead of navigating (e.g. the user manual's password
   * dialog). It wins over `externalUrl` and `path`.
   */
  onSelect?: () => void;
}

export interface NavGroup {
  /** Stable key, whatever the language. */
  id: string;
  /** Shown as an upper-case section title. */
  title: string;
  items: NavItem[];
}
