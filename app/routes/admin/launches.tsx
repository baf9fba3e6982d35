import { launchesAdmin } from "~/content/dashboard";
import { adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { LaunchesTable } from "~/features/admin/launches/launches-table";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import type { Route } from "./+types/launches";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async () => ({ rows: await args.context.services!.launches.list(), now: Date.now() }));

export const headers = adminHeaders;
export const meta = adminMeta(launchesAdmin.seo);

export default function AdminLaunches({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={launchesAdmin.title} intro={launchesAdmin.intro} />
      <LaunchesTable rows={loaderData.rows} now={loaderData.now} />
    </div>
  );
}
