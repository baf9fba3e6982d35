import type { SyntheticEvent } from "react";

/**
 * `onToggle` for a <details> whose content floats over the page (the phone menu, the account
 * menu): while it is open, a click elsewhere closes it, and so does Escape, which gives focus back
 * to its summary, as a dialog would, and so does Tab out of it: left open, it would cover what the
 * keyboard goes on to.
 */
export function dismissWhileOpen(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (!details.open) return;
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
