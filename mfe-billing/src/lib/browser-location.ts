/** Leaves the single-page app for the payment provider's page (tests replace this: jsdom cannot navigate). */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
