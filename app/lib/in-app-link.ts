/**
 * Where a link leads within this site, in this tab: its URL, or undefined for what the browser
 * handles itself (a new tab, a download, another origin, mailto:).
 */
export function inAppUrl(anchor: HTMLAnchorElement): URL | undefined {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

/** Whether a URL is the page open now, whatever its hash. */
export const isOpenPage = (url: URL) =>
  url.pathname === window.location.pathname && url.search === window.location.search;
