import { useActionData } from "react-router";
import { accountPage } from "~/content/account";
import { FormMessage } from "~/ui/form/form-message";
import { buttonStyles } from "~/ui/layout";
import type { AccountReply } from "./reply";
import { intentField, type signOutScopes } from "./schemas";
import { accountAction } from "./use-account-form";

const copy = accountPage.signOut;

const buttons: { scope: (typeof signOutScopes)[number]; label: string; style: string }[] = [
  { scope: "local", label: copy.local, style: buttonStyles.primary },
  { scope: "others", label: copy.others, style: buttonStyles.secondary },
  { scope: "global", label: copy.global, style: buttonStyles.secondary },
];

/**
 * Three plain forms, also with JavaScript: signing out loads a whole new page, so nothing of the
 * signed-in page (its data, its fetchers) outlives the session.
 */
export function SignOutForms() {
  const reply = useActionData() as AccountReply | undefined;
  const failed = reply?.intent === "sign-out" ? reply.message : undefined;
  return (
    <div className="flex flex-col gap-4">
      {failed ? <FormMessage tone="error" title={failed} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {buttons.map(({ scope, label, style }) => (
          <form key={scope} method="post" action={accountAction}>
            <input type="hidden" name={intentField} value="sign-out" />
            <input type="hidden" name="scope" value={scope} />
            <button type="submit" className={`${style} w-full sm:w-auto`}>
              {label}
            </button>
          </form>
        ))}
      </div>
    </div>
  );
}
