import { useSyncExternalStore } from "react";

/**
 * A hint, readable by the page's script, that this browser has a session: most pages are
 * prerendered (the same bytes for every visitor), so the server cannot write the signed-in nav
 * into them; the nav reads this cookie once hydrated instead. It is not a credential and holds
 * nothing secret: the session is the httpOnly cookie Better Auth sets, and every page or call that
 * needs a signed-in visitor asks the server (`services.auth.getSession`). A stale hint only shows
 * the account menu to someone whom /account then asks to sign in. Set on sign-in, cleared on
 * sign-out, and brought in line with the session by the pages that look it up.
 */
export const signedInHintName = "sc_signed_in";

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return (cookies ?? "").split(";").some((pair) => pair.trim() === `${signedInHintName}=1`);
}

const noSubscription = () => () => {};

/**
 * The hint in the browser: false in the server's HTML and while hydrating, then the cookie's
 * word. It is read again at each render, and the layout renders at each navigation, which is
 * when a sign-in or sign-out takes effect.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
}
