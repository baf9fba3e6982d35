import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { videoDialog } from "~/content/home";
import { site } from "~/content/site";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The hero video. This module is loaded only when the visitor opens the dialog, and the iframe
 * exists only while it is open: no request reaches the video host before that.
 */
export default function VideoDialog({ open, onOpenChange, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,960px)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-4 shadow-card sm:p-6"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{videoDialog.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">
                {videoDialog.description}
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line hover:bg-surface-alt">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{videoDialog.close}</span>
            </Dialog.Close>
          </div>
          <div className="aspect-video w-full overflow-hidden rounded-lg bg-surface-dark">
            <iframe
              className="size-full"
              src={site.video.heroEmbedUrl}
              title={videoDialog.iframeTitle}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          {/* Also the dialog's last tabbable element: focus traps are unreliable when a
              cross-origin frame is last, and the embed may be blocked by the visitor's network. */}
          <p className="mt-3 text-sm">
            <Link
              to="/video"
              className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong"
            >
              {videoDialog.pageLink}
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
