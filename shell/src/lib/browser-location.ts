/** Leaves the single-page app for a server URL (tests replace this module: jsdom cannot navigate). */
export function sendBrowserTo(url: string): void {
  window.location.href = url;
}
