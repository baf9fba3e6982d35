/**
 * The toast queue: a few lines loaded with every page. Anything can push a toast; the Radix
 * viewport that shows them is loaded only when the first toast arrives (or is likely to).
 */
/** "info": neither done nor failed, a step to take (an expired form to send again). */
export type ToastVariant = "success" | "info" | "destructive";

export type Toast = {
  id: number;
  title: string;
  description?: string;
  /** A second line after the description. */
  more?: string;
  variant: ToastVariant;
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function pushToast(toast: Omit<Toast, "id">): void {
  toasts = [...toasts, { ...toast, id: nextId++ }];
  // Early, so the viewport is there sooner; if its chunk is gone, the viewport's own lazy import
  // deals with it (lazyPart).
  loadToastViewport().catch(() => undefined);
  for (const listener of listeners) listener();
}

export function removeToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  for (const listener of listeners) listener();
}

/** Closes every toast shown: what they said is behind the visitor now. */
export function clearToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue for useSyncExternalStore: the same array until it changes. */
export const getToasts = () => toasts;
/** The server renders no toasts. */
export const getServerToasts = (): readonly Toast[] => noToasts;
const noToasts: readonly Toast[] = [];

/** The Radix viewport module; forms preload it when the visitor starts filling one in. */
export const loadToastViewport = () => import("./toast-viewport");
