import { data, redirect } from "react-router";
import {
  afterDelete,
  afterGone,
  askToDelete,
  DeleteConfirmation,
  HeldPanel,
} from "~/features/admin/leads/held";
import { adminSeo, leadPage, leadPath, leadTypeNames } from "~/content/admin";
import type { z } from "zod";
import type { Actor, InboxService } from "~/features/admin/service";
import { formatDateTime } from "~/features/admin/ui/format";
import {
  BackToLeads,
  LeadAbout,
  LeadFields,
  LeadHistory,
  LeadJobs,
  LeadNote,
} from "~/features/admin/leads/lead-view";
import { LeadDeliveries } from "~/features/admin/leads/deliveries";
import { AdminOutcome } from "~/features/admin/leads/outcome";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { adminAction, adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { leadActionSchema, type AdminReply } from "~/features/admin/schemas";
import { LeadAttribution } from "~/features/admin/leads/attribution";
import type { Route } from "./+types/lead";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox }) => {
    const lead = await inbox.lead(args.params.id);
    if (!lead) throw data(null, { status: 404 });
    return { lead };
  });

export const action = (args: Route.ActionArgs) =>
  adminAction(args, leadActionSchema, async (value, admin) => {
    const outcome = await act(args.params.id, value, admin);
    // Deleted by another admin meanwhile: this page has nothing left to show, the list says so.
    if (!outcome.ok && outcome.gone) throw redirect(afterGone);
    return outcome;
  });

async function act(
  id: string,
  value: z.output<typeof leadActionSchema>,
  { inbox, actor }: { inbox: InboxService; actor: Actor },
) {
  switch (value.intent) {
    case "release":
      return inbox.releaseLead(actor, id);
    case "delete": {
      if (!value.confirmed) return askToDelete(id);
      const outcome = await inbox.deleteHeldLead(actor, id);
      // The page is gone with the lead: back to the held ones, which say so.
      if (outcome.ok) throw redirect(afterDelete);
      return outcome;
    }
    case "retry":
      return inbox.retryJob(actor, id, value.jobId);
    case "handled":
      return inbox.setHandled(actor, id, value.handled);
    case "note":
      return inbox.saveNote(actor, id, value.note, value.noteBefore);
  }
}

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.lead, (loaderData) => {
  const lead = (loaderData as Route.ComponentProps["loaderData"] | undefined)?.lead;
  return lead && { title: leadPage.title(leadTypeNames[lead.type]), path: leadPath(lead.id) };
});

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const reply = actionData as AdminReply | undefined;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <BackToLeads held={lead.verdict === "held"} />
        <AdminPageHeading
          title={leadPage.title(leadTypeNames[lead.type])}
          intro={leadPage.intro(formatDateTime(lead.createdAt))}
        />
      </div>
      {reply?.confirmDelete ? (
        <DeleteConfirmation key={reply.id} leadId={reply.confirmDelete} />
      ) : reply ? (
        <AdminOutcome key={reply.id} reply={reply} shownByForms={["note"]} />
      ) : null}
      <HeldPanel lead={lead} />
      {/* One column below lg, as minmax(0, 1fr): an implicit (auto) track grows to the widest
          unbroken word a visitor sent, and the page with it. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <LeadFields lead={lead} />
        <div className="flex flex-col gap-8">
          <LeadAbout lead={lead} />
          <LeadNote lead={lead} reply={reply} />
        </div>
      </div>
      <LeadAttribution attribution={lead.attribution} />
      <LeadJobs lead={lead} />
      <LeadDeliveries lead={lead} />
      <LeadHistory lead={lead} />
    </div>
  );
}
