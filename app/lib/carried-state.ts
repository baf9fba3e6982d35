/**
 * What a client navigation carries in its history entry (`navigate(to, { state })`, React
 * Router's `usr`) belongs to the page's run that wrote it. The browser keeps it for the entry
 * through a reload, a load of the same address or a return from another site, but the server that
 * renders that load never sees it: a page drawn from it would not match the server's HTML
 * (React's hydration error #418), and React would redraw it under the visitor's fingers. So a
 * document load starts without it, before React Router reads it; React Router's own keys (`key`,
 * `idx`, which scroll restoration and Back use) stay.
 */
export function forgetCarriedState() {
  const entry: unknown = window.history.state;
  if (!entry || typeof entry !== "object" || !("usr" in entry) || entry.usr == null) return;
  window.history.replaceState({ ...entry, usr: null }, "");
}
