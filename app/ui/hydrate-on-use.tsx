import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { useLocation } from "react-router";
import { inFirstHydration, useFirstHydrationCommitted } from "~/lib/first-hydration";

/** What makes a deferred part load: it comes near the screen, or the visitor reaches for it. */
const intentEvents = ["focusin", "pointerover", "pointerdown", "touchstart"] as const;
/** How far below the screen a part starts loading, so that it is ready when scrolled to. */
const nearScreen = "300px";

type Gate = { promise: Promise<void>; open: () => void };

function newGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * An interactive part of a page (a form below the fold) whose code loads, and which hydrates,
 * only when the visitor may use it: when it comes near the screen, or is focused, pointed at or
 * touched. Until then it is the server's HTML, which works as without JavaScript (a form posts
 * to its page), and the page's first load neither downloads nor runs its code.
 *
 * React's own mechanism: the part sits in a `<Suspense>` boundary that, while the first page
 * hydrates, waits on a promise this opens; React keeps a waiting boundary's server HTML as it is
 * and hydrates it once the promise resolves and the code has loaded. Mounted later (a client
 * navigation) the part renders at once, without a boundary of its own, so the navigation waits
 * for its code instead of showing an empty space.
 * See docs/decisions/0017-hydrate-on-use.md.
 *
 * `load` imports the part's module and picks the component. Its props must be plain values: the
 * part is memoized, so that a re-render of the page around it does not force it out of its
 * server HTML.
 */
export function hydrateOnUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() => load().then((component) => ({ default: component })));

  function Gated({ gate, props }: { gate: Promise<void>; props: P }) {
    use(gate);
    return <Part {...props} />;
  }

  function HydrateOnUse(props: P) {
    const [gate] = useState(() => (inFirstHydration() ? newGate() : undefined));
    const element = useRef<HTMLDivElement>(null);
    useFirstHydrationCommitted();

    // A client navigation renders the whole page again while this may still wait: React would
    // hold the navigation until it could hydrate the boundary, so the navigation opens it.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (gate && key !== firstKey) gate.open();

    // React rendered the boundary on the client (its server HTML was lost, e.g. after a
    // mismatch): nothing is left to keep, so the part loads now.
    useLayoutEffect(() => {
      if (gate && element.current && !element.current.hasChildNodes()) gate.open();
    }, [gate]);

    useEffect(() => {
      const target = element.current;
      if (!gate || !target) return;
      const open = () => gate.open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: nearScreen },
      );
      observer.observe(target);
      for (const type of intentEvents) target.addEventListener(type, open, { passive: true });
      void gate.promise.then(() => {
        observer.disconnect();
        for (const type of intentEvents) target.removeEventListener(type, open);
      });
      return () => {
        observer.disconnect();
        for (const type of intentEvents) target.removeEventListener(type, open);
      };
    }, [gate]);

    // The same element on every render: a boundary given new children while it waits would be
    // rendered again on the client, its server HTML replaced by the (empty) fallback.
    const boundary = useMemo(
      () =>
        gate ? (
          <Suspense fallback={null}>
            <Gated gate={gate.promise} props={props} />
          </Suspense>
        ) : undefined,
      [gate, props],
    );

    if (typeof document === "undefined") {
      // The server writes the boundary the browser hydrates (it waits for the part's code).
      return (
        <div ref={element}>
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        </div>
      );
    }
    return <div ref={element}>{boundary ?? <Part {...props} />}</div>;
  }

  return memo(HydrateOnUse);
}
