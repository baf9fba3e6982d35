import { Link, useLocation } from "react-router";
import { adminShell } from "~/content/admin";

/** Where a page belongs: the lead pages are under Leads. */
function sectionOf(pathname: string): string {
  if (pathname === "/admin" || pathname.startsWith("/admin/leads")) return "/admin";
  return adminShell.nav.links.find((link) => link.to !== "/admin" && pathname.startsWith(link.to))?.to ?? "";
}

/**
 * The inbox's sub-navigation. The link of the page shown is `aria-current="page"`; on a lead
 * page, Leads is its section (`aria-current="true"`).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname.replace(/\/+$/, "") || "/");
  return (
    <nav aria-label={adminShell.nav.label} className="-mb-px">
      <ul className="flex flex-wrap gap-x-1 gap-y-2">
        {adminShell.nav.links.map((link) => {
          const current = link.to === pathname ? "page" : link.to === section ? "true" : undefined;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current}
                className={`inline-flex min-h-11 items-center rounded-t-lg border-b-4 px-3 font-semibold transition-colors sm:px-4 ${
                  current
                    ? "border-white bg-white/10 text-on-dark"
                    : "border-transparent text-on-dark-muted hover:bg-white/5 hover:text-on-dark"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
