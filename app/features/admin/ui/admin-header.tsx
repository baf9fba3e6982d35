import { Form } from "react-router";
import { accountMenu } from "~/content/account";
import { adminShell } from "~/content/admin";
import { site } from "~/content/site";
import { LogoMark } from "~/ui/logo";
import { AdminContainer } from "./admin-container";
import { AdminNav } from "./admin-nav";

const { signOut } = accountMenu;

/**
 * The inbox's own header: the product, the team's navigation, who is signed in and a way out.
 * Nothing of the public site: the team works here, it is not sold to.
 */
export function AdminHeader({ email, held }: { email: string; held: number }) {
  return (
    <header className="bg-surface-dark text-on-dark">
      <AdminContainer className="flex flex-col gap-3 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p className="flex items-center gap-3 text-lg font-bold">
            <LogoMark className="size-8" />
            <span>
              {site.name} <span className="font-semibold text-on-dark-muted">{adminShell.product}</span>
            </span>
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
            <p className="min-w-0 text-sm break-words text-on-dark-muted">
              {adminShell.signedInAs} <span className="font-semibold text-on-dark">{email}</span>
            </p>
            <Form method="post" action={signOut.action}>
              <input type="hidden" name="intent" value={signOut.intent} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg border border-white/30 px-4 font-semibold hover:bg-white/10"
              >
                {signOut.label}
              </button>
            </Form>
          </div>
        </div>
        <AdminNav held={held} />
      </AdminContainer>
    </header>
  );
}
