import { Link } from "react-router";
import { heldCopy, leadTypeNames, leadsPage } from "~/content/admin";
import { leadTypes, type LeadType } from "~/content/leads";
import { leadFilterQuery } from "./filter";
import { typeColours } from "./lead-types";
import type { LeadFilter } from "../service";

const copy = leadsPage.counts;

/**
 * Leads per type under the other filters (of the view shown: delivered or held); each count is a
 * link to that type, keeping the rest of the filter. The type shown is marked current. Last, the
 * leads held as spam under the same filters, a link to their view.
 */
export function TypeCounts({
  filter,
  counts,
  held,
}: {
  filter: LeadFilter;
  counts: Record<LeadType, number>;
  held: number;
}) {
  const total = leadTypes.reduce((sum, type) => sum + counts[type], 0);
  const { type: current, ...rest } = filter;
  const { verdict, ...delivered } = rest;
  const item = (
    key: string,
    to: string,
    label: string,
    count: number | null,
    selected: boolean,
    swatch?: string,
  ) => (
    <li key={key}>
      <Link
        to={to}
        aria-current={selected ? "true" : undefined}
        className={`flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2 transition-colors ${
          selected
            ? "border-brand bg-brand-soft text-brand-strong"
            : "border-line/70 bg-surface hover:border-brand"
        }`}
      >
        <span className="flex items-center gap-2 font-semibold">
          {swatch ? <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} /> : null}
          {label}
        </span>
        {count === null ? null : (
          <span className="font-bold tabular-nums">{count.toLocaleString("en-US")}</span>
        )}
      </Link>
    </li>
  );
  return (
    <nav aria-labelledby="counts-heading">
      <h2 id="counts-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{copy.hint}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {item("all", `/admin${leadFilterQuery(rest)}`, copy.all, total, !current)}
        {leadTypes.map((type) =>
          item(
            type,
            `/admin${leadFilterQuery({ ...rest, type })}`,
            leadTypeNames[type],
            counts[type],
            current === type,
            typeColours[type].swatch,
          ),
        )}
        {verdict === "held"
          ? item("delivered", `/admin${leadFilterQuery(delivered)}`, copy.delivered, null, false)
          : item(
              "held",
              `/admin${leadFilterQuery({ ...delivered, verdict: "held" })}`,
              heldCopy.count,
              held,
              false,
            )}
      </ul>
    </nav>
  );
}
