import { Form, Link } from "react-router";
import { sourcesPage as copy } from "~/content/attribution";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { buttonStyles, textLinkStyle } from "~/ui/layout";
import { DataTable, type Column } from "../ui/data-table";
import { leadFilterQuery } from "../leads/filter";
import { formatDay } from "../ui/format";
import type { SourceRow, SourcesRange, SourcesReport } from "./sources";

/** The Sources page's range: a GET form, so a range is a link and works without JavaScript. */
export function SourcesRangeForm({ values, error }: { values: SourcesRange; error?: string }) {
  return (
    <Form method="get" action="/admin/sources" className="flex flex-col gap-4">
      {error ? (
        <ErrorSummary
          title={copy.errors.heading}
          description={copy.errors.shownInstead}
          items={[{ id: "sources-from", message: error }]}
          focusKey={error}
        />
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-bold">{copy.rangeLegend}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <Field id="sources-from" label={copy.from} error={error} marker="none">
            {(wiring) => <Input {...wiring} name="from" type="date" defaultValue={values.from} />}
          </Field>
          <Field id="sources-to" label={copy.to} marker="none">
            {(wiring) => <Input {...wiring} name="to" type="date" defaultValue={values.to} />}
          </Field>
          <button type="submit" className={buttonStyles.primary}>
            {copy.show}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

/** Leads per source / medium / campaign, each count a link to those leads in the inbox. */
export function SourcesTable({ report }: { report: SourcesReport }) {
  // A value is whatever a link said, maybe one long word: it breaks rather than widen the table.
  const columns: Column<SourceRow>[] = [
    { header: copy.source, cell: (row) => row.source, rowHeader: true, cellClassName: "wrap-anywhere" },
    { header: copy.medium, cell: (row) => row.medium, cellClassName: "wrap-anywhere" },
    { header: copy.campaign, cell: (row) => row.campaign, cellClassName: "wrap-anywhere" },
    {
      header: copy.leads,
      numeric: true,
      cell: (row) => (
        // A label, not a hidden span: an absolutely placed span in a table that scrolls sideways
        // would stick out of its region and widen the page.
        <Link
          className={textLinkStyle}
          aria-label={copy.openLeads(row.count)}
          to={`/admin${leadFilterQuery({
            from: report.from,
            to: report.to,
            source: row.source,
            medium: row.medium,
            campaign: row.campaign,
          })}`}
        >
          {row.count.toLocaleString("en-US")}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="sources-table-heading" className="flex flex-col gap-3">
      <h2 id="sources-table-heading" className="text-xl font-bold">
        {copy.tableCaption}
      </h2>
      <p className="text-ink-muted">
        {copy.rangeLine(formatDay(report.from), formatDay(report.to), report.total)}
      </p>
      <DataTable
        id="sources"
        caption={copy.tableCaption}
        captionHidden
        columns={columns}
        rows={report.rows}
        rowKey={(row) => `${row.source}\u0000${row.medium}\u0000${row.campaign}`}
        empty={copy.empty}
      />
    </section>
  );
}
