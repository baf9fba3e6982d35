import { leadsPage, adminSeo } from "~/content/admin";
import { FilterForm } from "~/features/admin/filter-form";
import { leadFilterFields, leadFilterQuery, parseLeadFilter } from "~/features/admin/filter";
import { LeadTable } from "~/features/admin/lead-table";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { adminHeaders, adminLoader, adminMeta } from "~/features/admin/route-kit";
import { TypeCounts } from "~/features/admin/type-counts";
import { WeeklyChart } from "~/features/admin/weekly-chart";
import { buttonStyles } from "~/ui/layout";
import type { Route } from "./+types/admin-leads";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const { filter, errors } = parseLeadFilter(url.searchParams);
    const cursor = url.searchParams.get("cursor");
    const [page, counts, weeks] = await Promise.all([
      inbox.listLeads(filter, cursor),
      inbox.countsByType(filter),
      inbox.weekly(filter),
    ]);
    const values = Object.fromEntries(
      leadFilterFields.map((field) => [field, url.searchParams.get(field) ?? ""]),
    );
    return { filter, errors, values, page, counts, weeks, cursor, refused: Object.keys(errors).length > 0 };
  });

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.leads);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { filter, errors, values, page, counts, weeks, cursor } = loaderData;
  const query = leadFilterQuery(filter);
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeading title={leadsPage.title} intro={leadsPage.intro}>
        <a href={`/admin/export.csv${query}`} className={buttonStyles.secondary} download>
          {leadsPage.export}
        </a>
      </AdminPageHeading>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6">
          <FilterForm values={values} errors={errors} />
        </section>
        <TypeCounts filter={filter} counts={counts} />
      </div>
      <div className="flex flex-col gap-6">
        <LeadTable leads={page.leads} />
        <Pager path="/admin" query={new URLSearchParams(query)} cursor={cursor} next={page.next} />
      </div>
      <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8">
        <WeeklyChart weeks={weeks} />
      </section>
    </div>
  );
}
