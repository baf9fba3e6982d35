import { adminSeo } from "~/content/admin";
import { sourcesPage } from "~/content/attribution";
import { adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { parseSourcesRange } from "~/features/admin/sources/sources";
import { SourcesChart } from "~/features/admin/sources/sources-chart";
import { SourcesRangeForm, SourcesTable } from "~/features/admin/sources/sources-view";
import type { Route } from "./+types/sources";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const { range, error } = parseSourcesRange(url.searchParams);
    return { report: await inbox.sources(range), error, refused: error !== undefined };
  });

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.sources);

export default function AdminSources({ loaderData }: Route.ComponentProps) {
  const { report, error } = loaderData;
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeading title={sourcesPage.title} intro={sourcesPage.intro} />
      <SourcesRangeForm values={report} error={error} />
      <SourcesTable report={report} />
      <SourcesChart report={report} />
    </div>
  );
}
