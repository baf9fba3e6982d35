import { data } from "react-router";
import { launchesAdmin } from "~/content/dashboard";
import { adminAction, adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { LaunchReviewView } from "~/features/admin/launches/launch-review";
import { launchActionSchema } from "~/features/admin/launches/schemas";
import { AdminOutcome } from "~/features/admin/leads/outcome";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import type { AdminReply } from "~/features/admin/schemas";
import type { Route } from "./+types/launch";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async () => {
    const launch = await args.context.services!.launches.review(args.params.userId);
    if (!launch) throw data(launchesAdmin.errors.gone, { status: 404 });
    return { launch, today: new Date().toISOString().slice(0, 10) };
  });

export const action = (args: Route.ActionArgs) =>
  adminAction(args, launchActionSchema, (value, { actor }) => {
    const launches = args.context.services!.launches;
    return value.intent === "live"
      ? launches.markLive(actor, args.params.userId, { address: value.address, date: value.date })
      : launches.sendBack(actor, args.params.userId, value.note);
  });

export const headers = adminHeaders;
export const meta = adminMeta(launchesAdmin.seo, (loaderData) => {
  const launch = (loaderData as { launch?: { email: string; displayName: string | null } } | undefined)
    ?.launch;
  return launch ? { title: `${launch.displayName ?? launch.email}: launch` } : undefined;
});

export default function AdminLaunch({ loaderData, actionData }: Route.ComponentProps) {
  const { launch, today } = loaderData;
  const reply = actionData as AdminReply | undefined;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={launch.displayName ?? launchesAdmin.unnamed} intro={launch.email} />
      {reply ? (
        <AdminOutcome key={reply.id} reply={reply} shownByForms={["address", "date", "note"]} />
      ) : null}
      <LaunchReviewView launch={launch} reply={reply} today={today} />
    </div>
  );
}
