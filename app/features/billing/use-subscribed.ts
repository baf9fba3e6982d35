import { useEffect, useSyncExternalStore } from "react";

/** The spec's check-subscription (app/routes/account/account/api-subscription.ts), as the browser asks it. */
export const subscriptionApiPath = "/api/subscription";

let subscribed = false;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

function listen(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(value: boolean) {
  if (value === subscribed) return;
  subscribed = value;
  for (const listener of listeners) listener();
}

/** Once per page load and sign-in: a status the team changes shows at the next load. */
function ask() {
  asked ??= fetch(subscriptionApiPath, { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ subscribed?: unknown }>) : null))
    .then(
      (answer) => settle(answer?.subscribed === true),
      // Unknown is shown as not subscribed: the page offers what it offers everyone.
      () => settle(false),
    );
}

function forget() {
  asked = undefined;
  settle(false);
}

/**
 * Whether the signed-in visitor's account is subscribed, for pages that are the same bytes for
 * everyone (prerendered: /pricing, the navigation). False in the server's HTML, while hydrating
 * and until the answer comes, so a visitor who is not signed in (`signedIn`, the hint cookie)
 * costs no request and sees the page as it was built.
 */
export function useSubscribed(signedIn: boolean): boolean {
  const known = useSyncExternalStore(
    listen,
    () => subscribed,
    () => false,
  );
  useEffect(() => {
    if (signedIn) ask();
    else forget();
  }, [signedIn]);
  return signedIn && known;
}
