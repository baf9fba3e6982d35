import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { toastCopy } from "~/content/ui";
import { removeToast, type Toast } from "./store";

const styles = {
  success: "border-line border-l-4 border-l-accent bg-surface text-ink",
  info: "border-line border-l-4 border-l-brand bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
} as const;

/**
 * The toasts (Radix Toast): announced by a live region, paused on hover and focus, reachable
 * with F8, dismissed by swipe, Escape or the close button. Success toasts close on their own
 * after a while; error toasts stay until the visitor closes them.
 */
export default function ToastViewport({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <RadixToast.Provider swipeDirection="right" label={toastCopy.region}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          duration={toast.variant === "destructive" ? Infinity : 7000}
          onOpenChange={(open) => {
            if (!open) removeToast(toast.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-12 shadow-card data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${styles[toast.variant]}`}
        >
          <div className="min-w-0">
            <RadixToast.Title className="font-semibold text-pretty">{toast.title}</RadixToast.Title>
            {/* Radix reads the toast out as its text nodes joined: without a space, "ErrorInvalid …". */}{" "}
            {toast.description ? (
              <RadixToast.Description
                className={`mt-1 text-sm text-pretty ${toast.variant === "destructive" ? "text-white" : "text-ink-muted"}`}
              >
                {toast.description} {toast.more ? <span className="mt-1 block">{toast.more}</span> : null}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            className={`absolute top-2.5 right-2.5 inline-flex size-9 items-center justify-center rounded-md ${
              toast.variant === "destructive" ? "hover:bg-white/15" : "hover:bg-surface-alt"
            }`}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{toastCopy.close}</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 sm:p-6" />
    </RadixToast.Provider>
  );
}
