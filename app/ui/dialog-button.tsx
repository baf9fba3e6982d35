import {
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { DialogOpenProps } from "./dialog";
import { buttonStyles, type ButtonVariant } from "./layout";

type DialogButtonProps = {
  /** The page with the same content: what the button is before JavaScript runs, or without it. */
  to: string;
  children: ReactNode;
  dialog: LazyExoticComponent<ComponentType<DialogOpenProps>>;
  /** Starts loading the dialog's code when the visitor shows intent (pointer or focus). */
  preload: () => unknown;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * Opens a dialog whose code loads on demand. Before hydration (and without JavaScript) it is a
 * plain link to the page with the same content, so that content is always reachable.
 */
export function DialogButton({
  to,
  children,
  dialog: LazyDialog,
  preload,
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
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={style}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
