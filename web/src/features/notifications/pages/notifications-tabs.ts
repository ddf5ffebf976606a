export type NotificationsTabName = "inbox" | "settings";

/** The inbox needs `view notifications`, the settings `view notification settings`; the route either (routes.ts). */
export function visibleTabs(canReadInbox: boolean, canViewSettings: boolean): NotificationsTabName[] {
  return [...(canReadInbox ? ["inbox" as const] : []), ...(canViewSettings ? ["settings" as const] : [])];
}

/** ?tab=… when it names a tab the user may see; the first one they may see otherwise. */
export function resolveTab(value: string | null, tabs: readonly NotificationsTabName[]): NotificationsTabName | null {
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? null;
}
