import { Suspense, useState, useSyncExternalStore } from "react";
import { lazyPart } from "~/lib/new-version";
import { getServerToasts, getToasts, subscribeToasts } from "./store";

const ToastViewport = lazyPart(() => import("./toast-viewport"));

/**
 * Mounted once in the root layout. Until the first toast it renders nothing and costs only the
 * store; then it loads the Radix viewport, which stays mounted for the toasts that follow.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  // Adjusting state while rendering (not in an effect): once wanted, the viewport stays.
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
