import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `ms`: what a live region reads out, so that a screen
 * reader hears the result of a pause in typing or sliding, not every step on the way.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
