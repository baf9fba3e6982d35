import type { MouseEvent } from "react";
import { Form, Link } from "react-router";
import { accountMenu } from "~/content/account";
import { dismissible } from "./dismissible-details";

/**
 * The dashboard link (a subscriber's), the account link and the sign-out button (a form to /auth:
 * it works without JavaScript too).
 */
export function AccountItems({
  linkStyle,
  onChoose,
  dashboard = false,
}: {
  linkStyle: string;
  onChoose: (event: MouseEvent<HTMLElement>) => void;
  dashboard?: boolean;
}) {
  const { account, signOut } = accountMenu;
  return (
    <>
      {dashboard ? (
        <Link to={accountMenu.dashboard.to} className={linkStyle} onClick={onChoose}>
          {accountMenu.dashboard.label}
        </Link>
      ) : null}
      <Link to={account.to} className={linkStyle} onClick={onChoose}>
        {account.label}
      </Link>
      <Form method="post" action={signOut.action}>
        <input type="hidden" name="intent" value={signOut.intent} />
        <button type="submit" className={`w-full text-left ${linkStyle}`} onClick={onChoose}>
          {signOut.label}
        </button>
      </Form>
    </>
  );
}

/**
 * The signed-in visitor's menu on wide screens: a <details> disclosure, like the phone menu, so
 * the keyboard and screen readers know it as a button that opens.
 */
export function AccountMenu({ linkStyle, dashboard = false }: { linkStyle: string; dashboard?: boolean }) {
  const close = (details: HTMLDetailsElement | null | undefined) => details?.removeAttribute("open");
  return (
    <details className="group/account relative" ref={dismissible}>
      <summary className={`flex cursor-pointer list-none items-center gap-2 ${linkStyle}`}>
        {accountMenu.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 fill-current transition-transform group-open/account:rotate-180"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <div className="absolute right-0 mt-2 grid w-52 gap-1 rounded-card border border-line bg-surface p-2 shadow-card">
        <AccountItems
          linkStyle={linkStyle}
          dashboard={dashboard}
          onChoose={(event) => close(event.currentTarget.closest("details"))}
        />
      </div>
    </details>
  );
}
