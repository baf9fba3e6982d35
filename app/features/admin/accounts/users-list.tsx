import { Form, Link } from "react-router";
import { adminMessages, usersPage } from "~/content/admin";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { buttonStyles, DetailRow } from "~/ui/layout";
import { Badge } from "../ui/badge";
import { formatDay } from "../ui/format";
import { PostButton } from "../ui/post-button";
import { intentField, type AdminReply } from "../schemas";
import type { UserRow } from "../service";

const copy = usersPage;
const yesNo = (value: boolean) =>
  value ? <Badge tone="good">{copy.card.yes}</Badge> : <Badge tone="neutral">{copy.card.no}</Badge>;

/** The search by e-mail (GET: a search is a link). */
export function UserSearch({ q, error }: { q: string; error?: string }) {
  return (
    <Form
      method="get"
      action="/admin/users"
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <Field id="users-q" label={copy.search.label} error={error} marker="none" className="flex-1">
        {(wiring) => <Input {...wiring} name="q" type="search" defaultValue={q} maxLength={200} />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {copy.search.submit}
        </button>
        {q ? (
          <Link to="/admin/users" className={buttonStyles.secondary}>
            {copy.search.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Subscription({ user }: { user: UserRow }) {
  const card = copy.card;
  const sub = user.subscription;
  if (!sub) return <span className="text-ink-muted">{card.none}</span>;
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{sub.tier}</span>
        <Badge tone={sub.entitled ? "good" : "neutral"}>
          {sub.entitled ? card.entitled : card.notEntitled}
        </Badge>
      </span>
      <span className="text-sm text-ink-muted">
        {card.source[sub.source]} · {card.status}: {sub.status} · {card.end}:{" "}
        {sub.currentPeriodEnd ? formatDay(sub.currentPeriodEnd) : card.noEnd}
      </span>
    </div>
  );
}

/** The grant form of one user; open with its errors and values when it was refused. */
function GrantForm({ user, reply }: { user: UserRow; reply?: AdminReply }) {
  const grant = copy.grant;
  const refused =
    reply && !reply.ok && reply.intent === "grant" && reply.target === user.email ? reply : undefined;
  const idOf = (field: string) => `grant-${field}-${user.id}`;
  const errors = refused?.errors ?? {};
  const items = ["tier", "until"]
    .filter((field) => errors[field])
    .map((field) => ({ id: idOf(field), message: errors[field]! }));
  return (
    <details open={Boolean(refused)} className="rounded-lg border border-line/70">
      <summary className="flex min-h-11 items-center px-4 font-semibold text-brand underline underline-offset-4">
        {grant.toggle}
      </summary>
      <Form method="post" className="flex flex-col gap-4 p-4" aria-label={grant.submitName(user.email)}>
        {items.length ? (
          <ErrorSummary title={adminMessages.problem} items={items} focusKey={refused?.id} headingLevel={3} />
        ) : null}
        <input type="hidden" name={intentField} value="grant" />
        <input type="hidden" name="email" value={user.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={idOf("tier")} label={grant.tier} hint={grant.tierHint} error={errors.tier} required>
            {(wiring) => (
              <Input
                {...wiring}
                name="tier"
                defaultValue={refused?.values?.tier ?? user.subscription?.tier ?? ""}
                maxLength={60}
              />
            )}
          </Field>
          <Field id={idOf("until")} label={grant.until} hint={grant.untilHint} error={errors.until} required>
            {(wiring) => (
              <Input
                {...wiring}
                name="until"
                defaultValue={refused?.values?.until ?? ""}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className={buttonStyles.primary} aria-label={grant.submitName(user.email)}>
            {grant.submit}
          </button>
        </div>
      </Form>
    </details>
  );
}

export function UserCard({ user, reply }: { user: UserRow; reply?: AdminReply }) {
  const card = copy.card;
  return (
    <li className="rounded-card border border-line/70 bg-surface p-5 shadow-card">
      <h2 className="text-lg font-bold break-all">{user.email}</h2>
      <dl className="mt-2 mb-4 divide-y divide-line">
        <DetailRow narrow label={card.created}>
          {formatDay(user.createdAt)}
        </DetailRow>
        <DetailRow narrow label={card.verified}>
          {yesNo(user.emailVerified)}
        </DetailRow>
        <DetailRow narrow label={card.twoFactor}>
          {yesNo(user.twoFactorEnabled)}
        </DetailRow>
        <DetailRow narrow label={card.admin}>
          {yesNo(user.isAdmin)}
        </DetailRow>
        <DetailRow narrow label={card.subscription}>
          <Subscription user={user} />
        </DetailRow>
      </dl>
      <div className="flex flex-col gap-3">
        <GrantForm user={user} reply={reply} />
        {user.subscription?.source === "invoice" && user.subscription.entitled ? (
          <div>
            <PostButton
              intent="revoke"
              values={{ email: user.email }}
              label={copy.revoke.submit}
              name={copy.revoke.submitName(user.email)}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
