import { Form, useNavigation } from "react-router";
import { authIntents, authPage } from "~/content/account";
import { useFocusOnMount } from "~/features/account/focus";
import { buttonStyles } from "~/ui/layout";
import type { ConfirmationState } from "./form-route";

/**
 * Sign-in mode's notice while an address waits for confirmation: what to do next, where the
 * link went, and "Send the link again". It stays while the visitor is on the page (a toast
 * would go). `focus`: it is the answer to what the visitor just did, so it is read out first.
 */
export function ConfirmationNotice({
  state,
  email,
  action,
  focus,
}: {
  state: ConfirmationState;
  email: string;
  action: string;
  focus: boolean;
}) {
  const words = authPage.confirmation[state];
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === authIntents.resend;
  const box = useFocusOnMount<HTMLDivElement>(focus);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focus}
      data-testid="confirmation-notice"
      className="flex flex-col gap-3 rounded-lg border-l-4 border-brand bg-brand-soft p-4 text-ink"
    >
      <p className="font-semibold">{words.title}</p>
      <p>{words.description}</p>
      <p className="text-sm break-all text-ink-muted">
        {authPage.confirmation.sentTo} {email}
      </p>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={authIntents.resend} />
        <input type="hidden" name="email" value={email} />
        <button type="submit" disabled={busy} className={`${buttonStyles.secondary} w-full sm:w-auto`}>
          {busy ? authPage.confirmation.busy : words.resend}
        </button>
      </Form>
    </div>
  );
}
