import type { SyntheticEvent } from "react";

/**
 * `onToggle` for a <details> whose content floats over the page (the phone menu, the account
 * menu): while it is open, a click elsewhere closes it, and so does Escape, which gives focus back
 * to its summary, as a dialog would, and so does Tab out of it: left open, it would cover what the
 * keyboard goes on to.
 */
export function dismissWhileOpen(event: SyntheticEvent<HTMLDetailsElement>) {
  if (event.currentTarget.open) arm(event.currentTarget);
}

/**
 * `ref` for the same <details>: one opened before hydration (a tap while the scripts still load)
 * fired its toggle before React listened, and is armed when React takes it over.
 */
export function dismissIfOpen(details: HTMLDetailsElement | null) {
  if (details?.open) arm(details);
}

/**
 * Until the next toggle. The browser may fold a close and a quick reopen into one toggle event:
 * then this runs again before the earlier arming's `stop`, which removes only its own listeners.
 */
function arm(details: HTMLDetailsElement) {
  const outside = (pointer: PointerEvent) => {
    if (!details.contains(pointer.target as Node)) details.removeAttribute("open");
  };
  const escape = (key: KeyboardEvent) => {
    if (key.key !== "Escape") return;
    details.removeAttribute("open");
    details.querySelector("summary")?.focus();
  };
  // Only when focus goes to another element: the window losing focus is no reason to close.
  const tabbedOut = (focus: FocusEvent) => {
    if (focus.relatedTarget instanceof Node && !details.contains(focus.relatedTarget))
      details.removeAttribute("open");
  };
  document.addEventListener("pointerdown", outside);
  document.addEventListener("keydown", escape);
  details.addEventListener("focusout", tabbedOut);
  const stop = () => {
    document.removeEventListener("pointerdown", outside);
    document.removeEventListener("keydown", escape);
    details.removeEventListener("focusout", tabbedOut);
  };
  details.addEventListener("toggle", stop, { once: true });
}
