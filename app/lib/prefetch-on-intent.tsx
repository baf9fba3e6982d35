import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { inAppUrl, isOpenPage } from "./in-app-link";

/** A mouse that rests this long on a link means to follow it; one passing over does not. */
const restMs = 100;
/** Pages kept prefetching at once: the last few a visitor pointed at. */
const keep = 4;

/**
 * The page a link leads to in this app, or null: only React Router's own links qualify (they carry
 * `data-discover`, in hydrated and unhydrated markup alike), in this tab, to another page.
 */
function pageOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest("a[data-discover]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = inAppUrl(anchor);
  return url && !isOpenPage(url) ? url.pathname + url.search : null;
}

/**
 * Fetches a page's code and data as soon as the visitor shows they mean to open it (a mouse resting
 * on its link, the link focused, a finger down on it), so that the click shows the page at once
 * instead of waiting on the network. What `<Link prefetch="intent">` does, for every link of the
 * page through one listener per event on the document, so also for the links in unhydrated
 * markup, which have no `<Link>` in the browser to ask (decision 0022).
 */
export function PrefetchOnIntent() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState<{ from: string; pages: string[] }>({ from: pathname, pages: [] });

  useEffect(() => {
    let rest: ReturnType<typeof setTimeout> | undefined;
    const want = (page: string | null) => {
      if (!page) return;
      const from = window.location.pathname;
      setWanted((current) => {
        const pages = current.from === from ? current.pages : [];
        return pages.includes(page) ? current : { from, pages: [...pages.slice(1 - keep), page] };
      });
    };
    const onPointerOver = (event: PointerEvent) => {
      clearTimeout(rest);
      if (event.pointerType !== "mouse") return;
      const page = pageOf(event.target);
      if (page) rest = setTimeout(() => want(page), restMs);
    };
    const onPointerOut = () => clearTimeout(rest);
    const atOnce = (event: Event) => want(pageOf(event.target));
    document.addEventListener("pointerover", onPointerOver);
    document.addEventListener("pointerout", onPointerOut);
    document.addEventListener("focusin", atOnce);
    document.addEventListener("touchstart", atOnce, { passive: true });
    return () => {
      clearTimeout(rest);
      document.removeEventListener("pointerover", onPointerOver);
      document.removeEventListener("pointerout", onPointerOut);
      document.removeEventListener("focusin", atOnce);
      document.removeEventListener("touchstart", atOnce);
    };
  }, []);

  // What was wanted from the page before is fetched by now, or no longer wanted.
  const pages = wanted.from === pathname ? wanted.pages : [];
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
