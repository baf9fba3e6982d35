import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { inAppUrl, isOpenPage } from "~/lib/in-app-link";

/**
 * True until the first page's hydration has committed. Markup that was already on the page when
 * React took over is kept as it is; anything mounted later (a client navigation) renders normally.
 */
let firstHydration = true;

type UnhydratedProps = {
  /** The element that holds the markup; its attributes are hydrated as usual. */
  as?: "div" | "section";
  children: ReactNode;
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
};

/**
 * Markup that never changes once the server wrote it (text, headings, lists, plain links): React
 * does not hydrate it. While the page hydrates, this renders its element with an empty
 * `dangerouslySetInnerHTML`, which React takes as "the children are not mine" and leaves the
 * server's DOM inside it untouched, so none of the components below run, create fibers or attach
 * anything. That is most of a marketing page, and most of the main-thread work at load.
 * See docs/decisions/0011-static-islands.md.
 *
 * Only for content without state, effects or event handlers of its own: dialogs, forms and
 * anything interactive must stay outside. Links inside keep client-side navigation through one
 * click handler on the element (as `<Link>` would do), so leaving the page does not reload it.
 *
 * Without the server's DOM (a client navigation, or React re-rendering the page on the client
 * after a hydration mismatch) it renders its children as any component would.
 *
 * Named for what React does with it. Not "inert": HTML's `inert` would disable its links and hide
 * it from assistive technology. Not "server-only": React Router means by that a module that never
 * reaches the browser, and this renders there after a client navigation. Not "static": on the
 * server that means fixed bytes, the prerendered pages.
 */
export function Unhydrated({
  as: Element = "div",
  children,
  className,
  id,
  "aria-labelledby": labelledBy,
}: UnhydratedProps) {
  const [kept, setKept] = useState(() => typeof document !== "undefined" && firstHydration);
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // A kept element that came up empty was rendered by the browser, not the server: fill it
  // before the browser paints.
  useLayoutEffect(() => {
    if (kept && element.current && !element.current.hasChildNodes()) setKept(false);
  }, [kept]);
  useEffect(() => {
    firstHydration = false;
  }, []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = internalHref(event);
    if (href === undefined) return;
    event.preventDefault();
    void navigate(href);
  };

  const props = { ref: element, className, id, "aria-labelledby": labelledBy };
  if (kept) {
    return (
      // The click handler only takes over what the links inside already do without JavaScript
      // (a link is activated by the keyboard with a click event too).
      <Element
        {...props}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return <Element {...props}>{children}</Element>;
}

/**
 * The path a click on a link should navigate to in the page, as React Router's `<Link>` decides:
 * a plain left click on a same-origin link that opens in this tab; undefined for anything the
 * browser should handle (new tab, download, another origin, mailto:, an anchor on this page).
 */
function internalHref(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return undefined;
  const url = inAppUrl(anchor);
  if (!url || (isOpenPage(url) && url.hash)) return undefined;
  return url.pathname + url.search + url.hash;
}
