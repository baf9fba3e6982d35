import { Play } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles, type ButtonVariant } from "~/ui/layout";

const loadDialog = () => import("./video-dialog");
const VideoDialog = lazy(loadDialog);

/**
 * Opens the hero video in a dialog. Before JavaScript runs it is a plain link to /video, so the
 * video is reachable without scripts too.
 */
export function WatchVideoButton({ label, variant }: { label: string; variant: ButtonVariant }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const content = (
    <>
      <Play aria-hidden="true" className="size-5" />
      {label}
    </>
  );
  if (!hydrated) {
    return (
      <Link to="/video" className={buttonStyles[variant]}>
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonStyles[variant]}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        {content}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
