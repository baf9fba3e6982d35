import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Set once the first page has hydrated: components mounted after that start hydrated. */
let pageHydrated = false;

/**
 * Like `useHydrated`, but the switch after hydration is a transition, so the re-render it causes
 * runs in slices between other work. `useHydrated`'s external-store switch re-renders the whole
 * subtree in one task right after hydration: for a large subtree (the ROI calculator, the contact
 * page) the longest task of the page's load. For what a visitor may use at once (a dialog's
 * button), `useHydrated` switches sooner.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
