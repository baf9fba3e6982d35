import { useEffect, useRef } from "react";

/**
 * Moves focus to an element when it appears. The `autoFocus` attribute does it for a page that
 * arrives whole (without JavaScript); React applies it only to form controls, so an element
 * shown by the running page needs this.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
