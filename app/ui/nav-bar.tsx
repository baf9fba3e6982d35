import { Suspense, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { accountLinks, homeSections } from "~/content/navigation";
import { site } from "~/content/site";
import { navBarCopy } from "~/content/ui";
import { lazyPart } from "~/lib/new-version";
import { dismissible } from "./dismissible-details";
import { buttonStyles } from "./layout";
import { LogoMark } from "./logo";

// Loaded only for a signed-in visitor: the many who are not load none of it.
const AccountMenu = lazyPart(() =>
  import("./account-menu").then((module) => ({ default: module.AccountMenu })),
);
const AccountItems = lazyPart(() =>
  import("./account-menu").then((module) => ({ default: module.AccountItems })),
);

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The fixed navigation bar. The phone menu is a <details> disclosure, so it opens without
 * JavaScript too; with JavaScript, choosing an item closes it. `signedIn` (a hint the browser
 * reads once hydrated, see features/auth/signed-in-hint.ts) swaps Login and Get Started for the
 * account menu; `subscribed` (asked once the page runs) adds the dashboard to it.
 */
export function NavBar({
  signedIn = false,
  subscribed = false,
}: {
  signedIn?: boolean;
  subscribed?: boolean;
}) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const sectionHref = (id: string) => (onHome ? `#${id}` : `/#${id}`);
  const closeMenu = (event: MouseEvent<HTMLElement>) => {
    event.currentTarget.closest("details")?.removeAttribute("open");
  };

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onHome) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    if (window.location.hash) window.history.replaceState(window.history.state, "", "/");
  };

  const sectionLinks = (className: string, onChoose?: (event: MouseEvent<HTMLElement>) => void) =>
    homeSections.map((section) => (
      <li key={section.id}>
        {onHome ? (
          <a href={sectionHref(section.id)} className={className} onClick={onChoose}>
            {section.label}
          </a>
        ) : (
          <Link to={sectionHref(section.id)} className={className} onClick={onChoose}>
            {section.label}
          </Link>
        )}
      </li>
    ));

  const linkStyle = "block rounded-md px-3 py-2 font-medium text-ink hover:bg-surface-alt hover:text-brand";

  return (
    <header className="no-print fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur">
      <nav
        aria-label={navBarCopy.label}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to="/"
          onClick={onLogoClick}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-ink"
        >
          <LogoMark />
          <span>{site.label}</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">{sectionLinks(linkStyle)}</ul>

        <div className="hidden items-center gap-2 lg:flex">
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu linkStyle={linkStyle} dashboard={subscribed} />
            </Suspense>
          ) : (
            <>
              <Link to={accountLinks.login.to} className={linkStyle}>
                {accountLinks.login.label}
              </Link>
              <Link to={accountLinks.getStarted.to} className={buttonStyles.primary}>
                {accountLinks.getStarted.label}
              </Link>
            </>
          )}
        </div>

        <details className="group lg:hidden" ref={dismissible}>
          <summary className="flex min-h-11 min-w-11 list-none items-center justify-center gap-2 rounded-md border border-line px-3 font-medium">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 stroke-ink"
              fill="none"
              strokeWidth="2"
            >
              <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open:block" d="M6 6l12 12M18 6 6 18" />
            </svg>
            <span>{navBarCopy.menu}</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-line bg-surface px-4 pb-4 shadow-card">
            <ul className="space-y-1 pt-2">{sectionLinks(linkStyle, closeMenu)}</ul>
            <div className="mt-3 grid gap-2 border-t border-line pt-3">
              {signedIn ? (
                <Suspense fallback={null}>
                  <AccountItems linkStyle={linkStyle} onChoose={closeMenu} dashboard={subscribed} />
                </Suspense>
              ) : (
                <>
                  <Link to={accountLinks.login.to} className={linkStyle} onClick={closeMenu}>
                    {accountLinks.login.label}
                  </Link>
                  <Link to={accountLinks.getStarted.to} className={buttonStyles.primary} onClick={closeMenu}>
                    {accountLinks.getStarted.label}
                  </Link>
                </>
              )}
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
