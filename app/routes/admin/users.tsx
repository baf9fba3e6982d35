import { adminSeo, usersPage } from "~/content/admin";
import { AdminOutcome } from "~/features/admin/leads/outcome";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { Pager } from "~/features/admin/ui/pager";
import { adminAction, adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import { userActionSchema, userSearchSchema, type AdminReply } from "~/features/admin/schemas";
import { UserCard, UserSearch } from "~/features/admin/accounts/users-list";
import type { Route } from "./+types/users";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const raw = url.searchParams.get("q") ?? "";
    const search = userSearchSchema.safeParse(raw);
    const q = search.success ? search.data : "";
    const cursor = url.searchParams.get("cursor");
    const searchError = search.success ? undefined : search.error.issues[0]?.message;
    return { page: await inbox.users(q, cursor), q: raw, cursor, searchError, refused: Boolean(searchError) };
  });

export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    userActionSchema,
    (value, { inbox, actor }) =>
      value.intent === "grant"
        ? inbox.grantSubscription(actor, { email: value.email, tier: value.tier, until: value.until })
        : inbox.revokeSubscription(actor, value.email),
    (values) => values.email,
  );

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.users);

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { page, q, cursor, searchError } = loaderData;
  const reply = actionData as AdminReply | undefined;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={usersPage.title} intro={usersPage.intro} />
      {reply ? <AdminOutcome key={reply.id} reply={reply} shownByForms={["tier", "until"]} /> : null}
      <section className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6">
        <UserSearch q={q} error={searchError} />
      </section>
      {page.rows.length ? (
        <ul className="grid gap-6 lg:grid-cols-2">
          {page.rows.map((user) => (
            <UserCard key={user.id} user={user} reply={reply} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-surface-alt p-4 text-ink-muted">{usersPage.empty}</p>
      )}
      <Pager
        path="/admin/users"
        query={new URLSearchParams(q ? { q } : {})}
        cursor={cursor}
        next={page.next}
      />
    </div>
  );
}
