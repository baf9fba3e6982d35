import { useEffect } from "react";

/** Set once the first page's hydration has committed. */
let committed = false;

/**
 * True in the browser until the first page's hydration has committed: the markup on the page was
 * written by the server. Anything mounted later (a client navigation) is rendered by React.
 */
export function inFirstHydration(): boolean {
  return typeof document !== "undefined" && !committed;
}

/** Marks the first hydration as committed, from the effects of a component that took part in it. */
export function useFirstHydrationCommitted(): void {
  useEffect(() => {
    committed = true;
  }, []);
}
