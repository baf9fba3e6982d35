import { Link, useLocation } from "react-router";
import { adminShell } from "~/content/admin";

const heldLink = "/admin?verdict=held";

/** The link a page belongs under: the held view is its own; the lead pages are under Leads. */
function sectionOf(pathname: string, search: string): string {
  if (pathname === "/admin" && new URLSearchParams(search).get("verdict") === "held") return heldLink;
  if (pathname === "/admin" || pathname.startsWith("/admin/leads")) return "/admin";
  return adminShell.nav.links.find((link) => link.to !== "/admin" && pathname.startsWith(link.to))?.to ?? "";
}

/**
 * The inbox's sub-navigation, with how many leads are held as spam. The link of the view shown is
 * `aria-current="page"` (the held view, or the list without a filter); within a section (a lead's
 * page, a filtered list) its link is `aria-current="true"`.
 */
export function AdminNav({ held }: { held: number }) {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, "") || "/";
  const section = sectionOf(path, search);
  const here = `${path}${search}`;
  return (
    <nav aria-label={adminShell.nav.label} className="-mb-px">
      <ul className="flex flex-wrap gap-x-1 gap-y-2">
        {adminShell.nav.links.map((link) => {
          const current = link.to === here ? "page" : link.to === section ? "true" : undefined;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current}
                className={`inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-4 px-3 font-semibold transition-colors sm:px-4 ${
                  current
                    ? "border-white bg-white/10 text-on-dark"
                    : "border-transparent text-on-dark-muted hover:bg-white/5 hover:text-on-dark"
                }`}
              >
                {link.label}
                {link.to === heldLink ? (
                  <span className="rounded-full bg-white/15 px-2 text-sm text-on-dark tabular-nums">
                    {held.toLocaleString("en-US")}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
