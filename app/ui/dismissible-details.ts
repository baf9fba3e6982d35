/**
 * `ref` for a <details> whose content floats over the page (the phone menu, the account menu):
 * while it is open, a click elsewhere closes it, and so does Escape, which gives focus back to its
 * summary, as a dialog would, and so does Tab out of it: left open, it would cover what the
 * keyboard goes on to.
 *
 * The listeners stay for as long as the element is mounted and ask whether it is open when an
 * event comes, rather than being armed by its toggle event: a menu opened before hydration fired
 * its toggle before React listened, and a close and a quick reopen fold into one toggle event.
 */
export function dismissible(details: HTMLDetailsElement) {
  const close = () => details.removeAttribute("open");
  const outside = (pointer: PointerEvent) => {
    if (details.open && !details.contains(pointer.target as Node)) close();
  };
  const escape = (key: KeyboardEvent) => {
    if (key.key !== "Escape" || !details.open) return;
    close();
    details.querySelector("summary")?.focus();
  };
  // Only when focus goes to another element: the window losing focus is no reason to close.
  const tabbedOut = (focus: FocusEvent) => {
    if (details.open && focus.relatedTarget instanceof Node && !details.contains(focus.relatedTarget))
      close();
  };
  document.addEventListener("pointerdown", outside);
  document.addEventListener("keydown", escape);
  details.addEventListener("focusout", tabbedOut);
  return () => {
    document.removeEventListener("pointerdown", outside);
    document.removeEventListener("keydown", escape);
    details.removeEventListener("focusout", tabbedOut);
  };
}
