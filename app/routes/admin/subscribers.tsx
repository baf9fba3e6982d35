import { adminSeo, subscribersPage } from "~/content/admin";
import { SubscriberCounts, SubscriberTable, UnsubscribeForm } from "~/features/admin/accounts/subscribers";
import { AdminOutcome } from "~/features/admin/leads/outcome";
import { subscriberActionSchema, type AdminReply } from "~/features/admin/schemas";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { Pager } from "~/features/admin/ui/pager";
import { adminAction, adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import type { Route } from "./+types/subscribers";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const cursor = url.searchParams.get("cursor");
    return { page: await inbox.subscribers(cursor), cursor };
  });

export const action = (args: Route.ActionArgs) =>
  adminAction(args, subscriberActionSchema, (value, { inbox, actor }) =>
    inbox.unsubscribe(actor, value.email),
  );

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.subscribers);

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { page, cursor } = loaderData;
  const reply = actionData as AdminReply | undefined;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={subscribersPage.title} intro={subscribersPage.intro} />
      {reply ? <AdminOutcome key={reply.id} reply={reply} /> : null}
      <SubscriberCounts active={page.active} unsubscribed={page.unsubscribed} />
      <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6 lg:max-w-2xl">
        <UnsubscribeForm reply={reply} />
      </section>
      <SubscriberTable rows={page.rows} />
      <Pager path="/admin/subscribers" query={new URLSearchParams()} cursor={cursor} next={page.next} />
    </div>
  );
}
