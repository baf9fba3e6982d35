import { Play } from "lucide-react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { DialogButton } from "~/ui/dialog-button";
import type { ButtonVariant } from "~/ui/layout";

const VideoDialog = lazyWithPreload(() => import("./video-dialog"));

/**
 * Opens the hero video in a dialog. Before JavaScript runs it is a plain link to /video, so the
 * video is reachable without scripts too.
 */
export function WatchVideoButton({ label, variant }: { label: string; variant: ButtonVariant }) {
  return (
    <DialogButton to="/video" dialog={VideoDialog} variant={variant}>
      <Play aria-hidden="true" className="size-5" />
      {label}
    </DialogButton>
  );
}
