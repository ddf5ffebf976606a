/**
 * Full-page navigations (leave for the public site, reload after logout). Wrapped in one object because jsdom's
 * window.location cannot be spied on: tests replace these methods instead.
 */
export const browserLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
