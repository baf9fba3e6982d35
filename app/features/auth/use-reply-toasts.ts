import { useEffect, useEffectEvent, useState } from "react";
import { pushToast } from "~/ui/toast/store";
import type { AuthReply } from "./form-route";

/**
 * An account page's latest reply, and whether it came with the page: a form sent without
 * JavaScript, whose result the page shows. Replies to the browser's own submits are told by
 * toasts, as the specification's messages are; refused fields show in the form either way.
 */
export function useReplyToasts(reply: AuthReply | undefined) {
  const [pageReply] = useState(reply);
  const fromPage = reply !== undefined && reply === pageReply;

  const announce = useEffectEvent((latest: AuthReply) => {
    if (latest.status === "invalid" || !latest.notice) return;
    const { title, description } = latest.notice;
    pushToast({ title, description, variant: latest.status === "success" ? "success" : "destructive" });
  });
  useEffect(() => {
    if (reply && !fromPage) announce(reply);
  }, [reply, fromPage]);

  return { reply, fromPage };
}
