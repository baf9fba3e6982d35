import { useEffect, useEffectEvent, useState } from "react";
import { pushToast } from "~/ui/toast/store";
import type { AuthReply } from "./form-route";

/**
 * An account page's latest reply, and whether it came with the page: a form sent without
 * JavaScript, whose result the page shows. A success answering the browser's own submit is told
 * by a toast, as the specification's messages are; a refusal is written into the form with or
 * without JavaScript (`ReplyError`, the error summary), where it stays until the next try.
 */
export function useReplyToasts(reply: AuthReply | undefined) {
  const [pageReply] = useState(reply);
  const fromPage = reply !== undefined && reply === pageReply;

  const announce = useEffectEvent((latest: AuthReply) => {
    if (latest.status !== "success" || !latest.notice) return;
    const { title, description } = latest.notice;
    pushToast({ title, description, variant: "success" });
  });
  useEffect(() => {
    if (reply && !fromPage) announce(reply);
  }, [reply, fromPage]);

  return { reply, fromPage };
}
