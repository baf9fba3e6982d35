import { Form } from "react-router";
import { subscribersPage } from "~/content/admin";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { buttonStyles } from "~/ui/layout";
import { Badge } from "../ui/badge";
import { DataTable, type Column } from "../ui/data-table";
import { formatDay } from "../ui/format";
import { intentField, type AdminReply } from "../schemas";
import type { SubscriberRow } from "../service";

const copy = subscribersPage;

export function SubscriberCounts({ active, unsubscribed }: { active: number; unsubscribed: number }) {
  const stat = (label: string, value: number) => (
    <div className="rounded-card border border-line/70 bg-surface p-4 shadow-card sm:p-5">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-2 gap-4 lg:max-w-xl">
      {stat(copy.active, active)}
      {stat(copy.unsubscribed, unsubscribed)}
    </dl>
  );
}

const columns: Column<SubscriberRow>[] = [
  { header: copy.table.email, rowHeader: true, cell: (row) => row.email, className: "break-all min-w-48" },
  {
    header: copy.table.subscribedAt,
    cell: (row) => formatDay(row.subscribedAt),
    className: "whitespace-nowrap",
  },
  {
    header: copy.table.state,
    cell: (row) =>
      row.unsubscribedAt ? (
        <Badge tone="neutral">{copy.table.unsubscribedOn(formatDay(row.unsubscribedAt))}</Badge>
      ) : (
        <Badge tone="good">{copy.active}</Badge>
      ),
  },
];

export function SubscriberTable({ rows }: { rows: readonly SubscriberRow[] }) {
  return (
    <DataTable
      id="subscribers"
      caption={copy.table.caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.email}
      empty={copy.table.empty}
    />
  );
}

/**
 * Takes an address off the newsletter for someone who asked another way than its link. A refused
 * address keeps what was typed and says why beside the field.
 */
export function UnsubscribeForm({ reply }: { reply?: AdminReply }) {
  const form = copy.unsubscribe;
  const error = reply?.errors?.email;
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="unsubscribe-heading">
      <h2 id="unsubscribe-heading" className="text-xl font-bold">
        {form.heading}
      </h2>
      <input type="hidden" name={intentField} value="unsubscribe" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id="unsubscribe-email"
          label={form.label}
          hint={form.hint}
          error={error}
          marker="none"
          className="flex-1"
        >
          {(wiring) => (
            <Input
              {...wiring}
              // A new answer starts the field again: empty once done, as typed when refused.
              key={reply?.id}
              name="email"
              type="email"
              autoComplete="off"
              maxLength={254}
              defaultValue={reply && !reply.ok ? (reply.values?.email ?? "") : ""}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={buttonStyles.primary}>
            {form.submit}
          </button>
        </div>
      </div>
    </Form>
  );
}
