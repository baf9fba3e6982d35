import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Marks a page that is one form (sign-in, two-factor, password reset): arriving there, focus goes
 * to its first field instead of its heading.
 */
export const arrivalFocusAttribute = "data-arrival-focus";

const firstField = `main [${arrivalFocusAttribute}] :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea):not(:disabled)`;

/** What had focus when the visitor set off: the link pressed, the form sent, Back. */
let focusAtDeparture: Element | null = null;
const rememberFocus = () => {
  focusAtDeparture = document.activeElement;
};

function arrivalTarget(hash: string): HTMLElement | null {
  // A link to a section (/#faq from another page) arrives at that section, as on the page itself.
  const section = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const target =
    section ??
    document.querySelector<HTMLElement>(firstField) ??
    document.querySelector<HTMLElement>("main h1");
  // Focusable from script only: a heading or section is not a control and stays out of the Tab order.
  if (target && target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  return target;
}

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (or
 * its first field, where the page is one form) and the live region returned here reads out the
 * new title, as a full page load would. A page that took focus itself (an error summary, a
 * notice) keeps it. The first page of a visit is the browser's.
 */
export function useNavigationFocus() {
  const { pathname, hash } = useLocation();
  const announcer = useRef<HTMLParagraphElement>(null);
  const arrived = useRef(false);

  useEffect(() => {
    // Capture phase: before the page's own handlers start the navigation.
    document.addEventListener("click", rememberFocus, true);
    document.addEventListener("submit", rememberFocus, true);
    window.addEventListener("popstate", rememberFocus);
    return () => {
      document.removeEventListener("click", rememberFocus, true);
      document.removeEventListener("submit", rememberFocus, true);
      window.removeEventListener("popstate", rememberFocus);
    };
  }, []);

  // A layout effect: in the same task as the new page's DOM, before any tap or key can reach it.
  // A passive effect runs a moment later, and would take focus from a menu opened meanwhile.
  useLayoutEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const active = document.activeElement;
    const pageTookFocus = active !== null && active !== document.body && active !== focusAtDeparture;
    // Back and Forward restore the scroll position; focusing must not move it.
    if (!pageTookFocus) arrivalTarget(hash)?.focus({ preventScroll: true });
    if (announcer.current) announcer.current.textContent = document.title;
    // Only a new page: a link within the page is the browser's to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return announcer;
}
