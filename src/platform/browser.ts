// The page's own navigation, behind one object so tests can observe it (jsdom's location cannot be
// spied on) and nothing else in the app touches window.location.
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  back(): void {
    window.history.back();
  },
  reload(): void {
    window.location.reload();
  },
};
