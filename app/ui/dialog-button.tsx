import { Suspense, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import type { PreloadableComponent } from "react-lazy-with-preload";
import { useHydrated } from "~/lib/use-hydrated";
import type { DialogOpenProps } from "./dialog";
import { buttonStyles, type ButtonVariant } from "./layout";

type DialogButtonProps = {
  /** The page with the same content: what the button is before JavaScript runs, or without it. */
  to: string;
  children: ReactNode;
  /** The dialog, its code loaded on demand (`lazyWithPreload`). */
  dialog: PreloadableComponent<ComponentType<DialogOpenProps>>;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * Opens a dialog whose code loads on demand: from the visitor's first intent (pointer or focus),
 * and it opens once the code is there. Rendered only then, it never suspends: React.lazy would
 * suspend on its first render even with the code loaded, and React holds content back 300 ms
 * after showing a fallback, which a visitor sees as a slow dialog. Before hydration (and without
 * JavaScript) it is a plain link to the page with the same content, so that content is always
 * reachable.
 */
export function DialogButton({
  to,
  children,
  dialog: Dialog,
  variant = "primary",
  className = "",
}: DialogButtonProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const style = `${buttonStyles[variant]} ${className}`.trimEnd();
  if (!hydrated) {
    return (
      <Link to={to} className={style}>
        {children}
      </Link>
    );
  }
  const preload = () => void Dialog.preload().catch(() => {});
  const show = () => setOpen(true);
  // A failed load opens it anyway: the lazy component then tries again, and a second failure
  // shows as any other error of the page.
  const openWhenLoaded = () => void Dialog.preload().then(show, show);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={style}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openWhenLoaded}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
