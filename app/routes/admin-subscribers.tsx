import { adminSeo, subscribersPage } from "~/content/admin";
import { SubscriberCounts, SubscriberTable } from "~/features/admin/subscribers";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import type { Route } from "./+types/admin-subscribers";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const cursor = url.searchParams.get("cursor");
    return { page: await inbox.subscribers(cursor), cursor };
  });

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.subscribers);

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { page, cursor } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={subscribersPage.title} intro={subscribersPage.intro} />
      <SubscriberCounts active={page.active} unsubscribed={page.unsubscribed} />
      <SubscriberTable rows={page.rows} />
      <Pager path="/admin/subscribers" query={new URLSearchParams()} cursor={cursor} next={page.next} />
    </div>
  );
}
