import { useState, type FormEvent, type ReactNode } from "react";
import { useActionData } from "react-router";
import { subscriptionMessages, subscriptionPage } from "~/content/account";
import { useFocusOnMount } from "~/features/account/focus";
import { FormMessage } from "~/ui/form/form-message";
import { SubmitButton, useRefocusAfterBusy } from "~/ui/form/submit-button";
import { pushToast } from "~/ui/toast/store";
import { portalIntent, type PortalReply } from "./subscription-route";

const copy = subscriptionPage.active;

/** The customer-portal API's answer (app/routes/account/account/api-billing-portal.ts). */
type PortalAnswer = { url: string } | { url: null; billing_email: string };

/** A refusal the visitor is told in its own words (too many attempts). */
class PortalRefusal extends Error {}

async function requestPortal(): Promise<PortalAnswer> {
  const response = await fetch("/api/billing/portal", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (response.status === 429) throw new PortalRefusal(subscriptionMessages.rateLimited);
  if (!response.ok) throw new Error(`portal answered ${response.status}`);
  const body = (await response.json()) as Partial<{ url: unknown; billing_email: unknown }>;
  if (typeof body.url === "string") return { url: body.url };
  if (typeof body.billing_email === "string") return { url: null, billing_email: body.billing_email };
  throw new Error("portal answered without a URL or a billing address");
}

/**
 * Stripe's billing portal in a new tab (with `children`, the buttons beside it), or, for invoice customers, how to reach billing. Without
 * JavaScript the form posts to this page's action, which redirects to the portal or answers with
 * the page. With it, the tab opens at the click (a tab opened after an await is a popup that
 * browsers block) and gets its address when the API answers.
 */
export function ManageBilling({
  stripeEnabled,
  action,
  children,
}: {
  stripeEnabled: boolean;
  /** Where the form posts without JavaScript, when not to this page (/account posts to /subscription-success). */
  action?: string;
  children?: ReactNode;
}) {
  const reply = useActionData() as PortalReply | undefined;
  const [answered, setAnswered] = useState<string>();
  const [busy, setBusy] = useState(false);
  const billingEmail = answered ?? (reply && "billingEmail" in reply ? reply.billingEmail : undefined);
  // The explanation is the answer to the click, with or without JavaScript: it takes focus.
  const explanation = useFocusOnMount<HTMLParagraphElement>(billingEmail !== undefined);
  // A failure is told by a toast, and a second click finds the explanation already on the page.
  const button = useRefocusAfterBusy(busy);

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const tab = stripeEnabled ? window.open("", "_blank") : null;
    // What "noopener" does, for a tab that must be opened before its address is known.
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const answer = await requestPortal();
      if (answer.url !== null) {
        if (tab) tab.location.href = answer.url;
        else window.location.assign(answer.url);
        return;
      }
      tab?.close();
      setAnswered(answer.billing_email);
    } catch (error) {
      tab?.close();
      const title = error instanceof PortalRefusal ? error.message : subscriptionMessages.portalFailed;
      pushToast({ title, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {reply && "failed" in reply ? (
        <FormMessage tone="error" title={subscriptionMessages.portalFailed} />
      ) : null}
      {reply && "limited" in reply ? (
        <FormMessage tone="error" title={subscriptionMessages.rateLimited} />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <form method="post" action={action} onSubmit={(event) => void open(event)}>
          <input type="hidden" name="intent" value={portalIntent} />
          <SubmitButton
            ref={button}
            busy={busy}
            busyLabel={copy.manageBillingBusy}
            className="w-full sm:w-auto"
          >
            {copy.manageBilling}
          </SubmitButton>
        </form>
        {children}
      </div>
      {/* A live region present from the start, so that the explanation is announced when it comes. */}
      <div role="status">
        {billingEmail ? (
          <p
            ref={explanation}
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="scroll-mt-20 rounded-lg border-l-4 border-brand bg-brand-soft/50 p-4 text-ink outline-none"
          >
            {copy.invoice.before}{" "}
            <a
              href={`mailto:${billingEmail}`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {billingEmail}
            </a>
            {copy.invoice.after}
          </p>
        ) : null}
      </div>
    </div>
  );
}
