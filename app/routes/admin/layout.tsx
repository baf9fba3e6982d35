import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { AdminContainer } from "~/features/admin/ui/admin-container";
import { AdminHeader } from "~/features/admin/ui/admin-header";
import { adminHeaders, adminLoader } from "~/features/admin/admin-route";
import { RouteError } from "~/ui/route-error";
import type { Route } from "./+types/layout";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ actor, inbox }) => ({ email: actor.email, held: await inbox.heldCount() }));
export const headers = adminHeaders;

type Shell = { email: string; held: number };

/**
 * The frame of every inbox page, in place of the public site's (root.tsx leaves its navigation
 * and footer out while this route has data): the team's header, then the page.
 */
function Frame({ shell, children }: { shell: Shell; children: ReactNode }) {
  return (
    <>
      <AdminHeader email={shell.email} held={shell.held} />
      <main id="main" tabIndex={-1} className="outline-none">
        <AdminContainer className="py-8 sm:py-10">{children}</AdminContainer>
      </main>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame shell={loaderData}>
      <Outlet />
    </Frame>
  );
}

/**
 * An inbox page that failed (an unknown lead) keeps the team's frame; when this route's own loader
 * refused (not an admin), there is no frame: the public 404 page, as for any unknown path.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return shell ? (
    <Frame shell={shell}>
      <RouteError error={error} />
    </Frame>
  ) : (
    <RouteError error={error} />
  );
}
