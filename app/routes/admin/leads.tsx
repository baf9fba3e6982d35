import { adminMessages, heldCopy, leadsPage, adminSeo } from "~/content/admin";
import { askToDelete, DeleteConfirmation, HeldWeekFigures } from "~/features/admin/leads/held";
import { FilterForm } from "~/features/admin/leads/filter-form";
import { leadFilterFields, leadFilterQuery, parseLeadFilter } from "~/features/admin/leads/filter";
import { LeadTable, leadName } from "~/features/admin/leads/lead-table";
import { AdminOutcome } from "~/features/admin/leads/outcome";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { Pager } from "~/features/admin/ui/pager";
import { adminAction, adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { heldActionSchema, type AdminReply } from "~/features/admin/schemas";
import { TypeCounts } from "~/features/admin/leads/type-counts";
import { WeeklyChart } from "~/features/admin/sources/weekly-chart";
import { buttonStyles } from "~/ui/layout";
import type { Route } from "./+types/leads";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const { filter, errors } = parseLeadFilter(url.searchParams);
    const cursor = url.searchParams.get("cursor");
    const [page, counts, heldCounts, weeks, heldWeek] = await Promise.all([
      inbox.listLeads(filter, cursor),
      inbox.countsByType(filter),
      inbox.countsByType({ ...filter, verdict: "held" }),
      inbox.weekly(filter),
      filter.verdict === "held" ? inbox.heldThisWeek() : null,
    ]);
    const values = Object.fromEntries(
      leadFilterFields.map((field) => [field, url.searchParams.get(field) ?? ""]),
    );
    const held = Object.values(heldCounts).reduce((sum, count) => sum + count, 0);
    return {
      filter,
      errors,
      values,
      page,
      counts,
      held,
      weeks,
      heldWeek,
      cursor,
      retentionDays: inbox.spamRetentionDays,
      // After a held lead's page deleted it (a redirect here): say it is done.
      deleted: url.searchParams.get("deleted") === "1",
      // A lead's page whose lead another admin deleted (a redirect here): say why it is not there.
      gone: url.searchParams.get("gone") === "1",
      refused: Object.keys(errors).length > 0,
    };
  });

/** The held view's buttons: deliver or delete the lead of that row (a delete once confirmed). */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, heldActionSchema, async (value, { inbox, actor }) => {
    if (value.intent === "release") return inbox.releaseLead(actor, value.leadId);
    return value.confirmed ? inbox.deleteHeldLead(actor, value.leadId) : askToDelete(value.leadId);
  });

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.leads, (loaderData) =>
  (loaderData as Route.ComponentProps["loaderData"] | undefined)?.filter.verdict === "held"
    ? { title: heldCopy.title }
    : undefined,
);

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const {
    filter,
    errors,
    values,
    page,
    counts,
    held,
    weeks,
    heldWeek,
    cursor,
    retentionDays,
    deleted,
    gone,
  } = loaderData;
  const query = leadFilterQuery(filter);
  const heldView = filter.verdict === "held";
  const reply = actionData as AdminReply | undefined;
  const asked = page.leads.find((lead) => lead.id === reply?.confirmDelete);
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeading
        title={heldView ? heldCopy.title : leadsPage.title}
        intro={heldView ? heldCopy.intro(retentionDays) : leadsPage.intro}
      >
        <a href={`/admin/export.csv${query}`} className={buttonStyles.secondary} download>
          {leadsPage.export}
        </a>
        {/* On a phone the filter and the counts take a few screens before the first lead. */}
        <a href="#leads" className={`${buttonStyles.secondary} lg:hidden`}>
          {leadsPage.toList}
        </a>
      </AdminPageHeading>
      {reply?.confirmDelete ? (
        <DeleteConfirmation
          key={reply.id}
          leadId={reply.confirmDelete}
          who={asked ? leadName(asked) : undefined}
        />
      ) : reply ? (
        <AdminOutcome key={reply.id} reply={reply} />
      ) : deleted ? (
        <AdminOutcome reply={{ ok: true, message: heldCopy.deleted }} />
      ) : gone ? (
        <AdminOutcome reply={{ ok: false, message: adminMessages.leadGone }} />
      ) : null}
      {heldWeek ? <HeldWeekFigures week={heldWeek} /> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6">
          <FilterForm values={values} errors={errors} />
        </section>
        <TypeCounts filter={filter} counts={counts} held={held} />
      </div>
      <div className="flex flex-col gap-6">
        <LeadTable leads={page.leads} held={heldView} />
        <Pager path="/admin" query={new URLSearchParams(query)} cursor={cursor} next={page.next} />
      </div>
      <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8">
        <WeeklyChart weeks={weeks} />
      </section>
    </div>
  );
}
