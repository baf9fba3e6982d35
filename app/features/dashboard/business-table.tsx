import { Form, Link } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { DataTable, type Column } from "~/features/admin/ui/data-table";
import { Input } from "~/ui/form/input";
import { buttonStyles, textLinkStyle } from "~/ui/layout";
import { listPageSize } from "./dashboard-route";
import type { BusinessPage } from "./service";

const copy = dashboardCopy.import.list;

type Row = BusinessPage["rows"][number];
const columns: Column<Row>[] = [
  { header: "Name", rowHeader: true, cell: (business) => business.name },
  { header: "Category", cell: (business) => business.category },
  { header: "Address", cell: (business) => business.address },
  { header: "Phone", cell: (business) => business.phone },
  { header: "Website", cellClassName: "break-all", cell: (business) => business.website },
  { header: "Hours", cell: (business) => business.hours },
];

/** The imported list: a search (a GET form, so a search is a link), the rows, and the download. */
export function BusinessTable({ page, q, shown }: { page: BusinessPage; q: string; shown: number }) {
  const more = new URLSearchParams({ ...(q && { q }), show: String(shown + listPageSize) });
  return (
    <section aria-labelledby="businesses-title" className="mt-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="businesses-title" className="text-xl font-bold">
          {copy.heading}
        </h3>
        <a href={copy.download.to} download className={textLinkStyle}>
          {copy.download.label}
        </a>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="business-q" className="font-semibold">
            {copy.search.label}
          </label>
          <Input id="business-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {copy.search.submit}
        </button>
      </Form>
      <p role="status" className="text-ink-muted">
        {copy.showing(page.rows.length, page.matching)}
      </p>
      <DataTable
        id="businesses"
        caption={copy.heading}
        captionHidden
        columns={columns}
        rows={page.rows}
        rowKey={(business) => String(business.row)}
        empty={copy.none}
      />
      {page.rows.length < page.matching ? (
        <p>
          <Link to={`?${more}#businesses-title`} preventScrollReset className={textLinkStyle}>
            {copy.more}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
