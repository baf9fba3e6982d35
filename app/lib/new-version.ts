import { lazy, type ComponentType } from "react";
import type { ClientInstrumentation } from "react-router";

/**
 * After a deploy, a page that was open before it asks for script chunks the server no longer has
 * (their names carry the old build's hashes). Such a page cannot go on: it loads the new version
 * once, a full load of the address it was going to, instead of showing the raw error. The same
 * address failing again within a short while is not retried: then the error page shows, never a
 * loop of loads.
 */

const lastLoadKey = "shopcity.new-version";
const navigationKey = "shopcity.navigating";
/** A second load of the same address within this long means the new version did not help. */
const retryAfterMs = 30_000;
/** How long after a client navigation began a reload is taken for React Router's (see below). */
const navigationReloadMs = 10_000;

let loading = false;

/** Whether this page is on its way to the new version (the error page then says nothing). */
export const loadingNewVersion = () => loading;

function read(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: Record<string, unknown> | null) {
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  } catch {
    // No storage (private modes, policies): no guard either, so no load.
  }
}

/**
 * Loads `url` from the server, unless that was just tried; true when the page is on its way.
 * Without storage there is no guard against a loop, so nothing is loaded.
 */
export function loadNewVersion(url: string): boolean {
  const last = read(lastLoadKey);
  if (last?.url === url && typeof last.at === "number" && Date.now() - last.at < retryAfterMs) return false;
  write(lastLoadKey, { url, at: Date.now() });
  if (read(lastLoadKey)?.url !== url) return false;
  loading = true;
  if (url === window.location.href) window.location.reload();
  else window.location.assign(url);
  return true;
}

/** A failed dynamic import (Chromium, Firefox and Safari word it differently). */
export function isChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * Chunks imported by the page's own code (lazy components, on-demand modules) go through Vite's
 * preload helper, which tells the window when one fails: this page loads again, new version.
 */
export function listenForStaleChunks() {
  window.addEventListener("vite:preloadError", () => {
    loadNewVersion(window.location.href);
  });
}

/**
 * A page's route module is imported by React Router itself when a link is followed. When that
 * fails, React Router reloads the page the visitor is leaving, not the one they asked for, and
 * says nothing of it. So each client navigation (a GET) notes where it goes while it runs; a
 * document that starts as a reload while that note is fresh goes on to the address it names.
 */
export const newVersionInstrumentation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(run, { to, currentUrl, formMethod }) {
        if (typeof to !== "string" || (formMethod && formMethod.toUpperCase() !== "GET")) {
          await run();
          return;
        }
        const id = Math.random().toString(36).slice(2);
        const from = new URL(currentUrl, window.location.href).href;
        write(navigationKey, { id, from, to: new URL(to, from).href, at: Date.now() });
        await run();
        if (read(navigationKey)?.id === id) write(navigationKey, null);
      },
    });
  },
};

/** At the start of a document: the navigation React Router's reload cut short, taken up. */
export function resumeNavigation(): boolean {
  const note = read(navigationKey);
  if (!note) return false;
  write(navigationKey, null);
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const fresh = typeof note.at === "number" && Date.now() - note.at < navigationReloadMs;
  if (!fresh || entry?.type !== "reload" || note.from !== window.location.href) return false;
  return typeof note.to === "string" && loadNewVersion(note.to);
}

/** What a lazy part of the page's frame shows when its code cannot be had. */
const Absent = () => null;

/**
 * `React.lazy` for a part of the frame around every page (the account menu, the toasts), which no
 * error page can stand in for: a chunk that is gone loads the new version, and the part waits
 * (Suspense) instead of failing meanwhile. When that load was just tried, the page goes on
 * without the part rather than failing whole.
 */
// React's own `lazy` takes any component: so does this.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy<C>(() =>
    load().catch((error: unknown) => {
      if (!isChunkError(error)) throw error;
      if (loading || loadNewVersion(window.location.href)) return new Promise<never>(() => {});
      // Renders nothing, whatever it is given.
      return { default: Absent as unknown as C };
    }),
  );
}
