import { useState } from "react";
import { Link } from "react-router";
import { videoDialog } from "~/content/pages/home";
import { site } from "~/content/site";
import { Dialog, type DialogOpenProps } from "~/ui/dialog";

/**
 * The hero video. This module is loaded only when the visitor opens the dialog, and the iframe
 * exists only while it is open: no request reaches the video host before that.
 */
export default function VideoDialog(props: DialogOpenProps) {
  // A frame focused while its page is still on the way loses that focus when the page arrives:
  // the browser swaps the frame for the player's and focus falls to the document's body, out of
  // the dialog. So the player is a Tab stop only once its page has loaded.
  const [playerLoaded, setPlayerLoaded] = useState(false);
  return (
    <Dialog
      {...props}
      title={videoDialog.title}
      description={videoDialog.description}
      closeLabel={videoDialog.close}
      layout="media"
    >
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-surface-dark">
        <iframe
          className="size-full"
          src={site.video.heroEmbedUrl}
          title={videoDialog.iframeTitle}
          tabIndex={playerLoaded ? undefined : -1}
          onLoad={() => setPlayerLoaded(true)}
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
    </Dialog>
  );
}
