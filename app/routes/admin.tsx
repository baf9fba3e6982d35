import { Outlet } from "react-router";
import { adminShell } from "~/content/admin";
import { AdminNav } from "~/features/admin/admin-nav";
import { adminHeaders, adminLoader } from "~/features/admin/admin-route";
import { Container } from "~/ui/layout";
import type { Route } from "./+types/admin";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ actor, inbox }) => ({ email: actor.email, held: await inbox.heldCount() }));
export const headers = adminHeaders;

/** The frame of every inbox page: who is signed in, the sub-navigation, then the page. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="bg-surface-dark text-on-dark">
        <Container className="flex flex-col gap-4 pt-8">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="text-sm font-semibold tracking-wide text-on-dark-muted uppercase">
              {adminShell.eyebrow}
            </span>
            <span className="text-sm break-all text-on-dark-muted">
              {adminShell.signedInAs} {loaderData.email}
            </span>
          </p>
          <AdminNav held={loaderData.held} />
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        <Outlet />
      </Container>
    </>
  );
}
