import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import type { AccountReply, FieldErrors } from "./reply";
import { accountSchemas, type AccountIntent } from "./schemas";

export const accountAction = "/account";

function isReplyFor(value: unknown, intent: AccountIntent): value is AccountReply {
  return typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === intent;
}

/**
 * One form of /account. Without JavaScript it is a plain POST and the reply comes back as the
 * page's action data; with it, the same schema checks the answers first, then a fetcher sends
 * them (a finished change redirects, so the fetcher's data is only ever a refusal or set-up).
 */
export function useAccountForm(intent: AccountIntent) {
  const fetcher = useFetcher<AccountReply>({ key: `account-${intent}` });
  const actionData = useActionData();
  const pageReply = isReplyFor(actionData, intent) ? actionData : undefined;
  const fetched = isReplyFor(fetcher.data, intent) ? fetcher.data : undefined;
  const reply = fetched ?? pageReply;
  /** The browser's own refusal of the last submit; a new object each time, so focus moves again. */
  const [refusal, setRefusal] = useState<{ errors: FieldErrors }>();
  const busy = fetcher.state !== "idle";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    const submission = parseWithZod(formData, { schema: accountSchemas[intent] });
    if (submission.status !== "success") {
      setRefusal({ errors: submission.error ?? {} });
      return;
    }
    setRefusal(undefined);
    // A finished change redirects and leaves the fetcher's data as it was: forget the last reply
    // now, or its errors would come back with the page.
    fetcher.reset();
    void fetcher.submit(formData, { method: "post", action: accountAction });
  }

  const shown = refusal ?? reply;
  return {
    busy,
    onSubmit,
    reply,
    errors: shown?.errors ?? {},
    message: refusal ? undefined : reply?.message,
    /** Changes with each refused submit: the error summary takes focus again. */
    focusKey: shown,
  };
}

export type AccountFormState = ReturnType<typeof useAccountForm>;
