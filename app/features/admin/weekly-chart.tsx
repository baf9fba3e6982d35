import { leadTypeNames, weeklyChartCopy as copy } from "~/content/admin";
import { leadTypes } from "~/content/leads";
import { DataTable, type Column } from "./data-table";
import { formatDay, formatShortDay } from "./format";
import { typeColours } from "./lead-types";
import type { WeeklyCounts } from "./service";

type Week = WeeklyCounts[number];

const total = (week: Week) => leadTypes.reduce((sum, type) => sum + week.counts[type], 0);

/** A round top for the scale: 1, 2, 5, 10, 20, 50 ... at or above the largest week. */
export function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, value);
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= value) ?? 10 * power;
}

const tableColumns: Column<Week>[] = [
  {
    header: copy.week,
    rowHeader: true,
    cell: (week) => formatDay(week.week),
    className: "whitespace-nowrap",
  },
  ...leadTypes.map((type): Column<Week> => ({
    header: leadTypeNames[type],
    cell: (week) => week.counts[type],
    className: "text-right tabular-nums",
  })),
  { header: copy.total, cell: total, className: "text-right font-semibold tabular-nums" },
];

const width = 600;
const height = 200;

/**
 * Leads per week, stacked by type: an inline SVG with an accessible name, and the same numbers in
 * a real table (in a disclosure below it). The SVG draws bars only; the scale and the week
 * labels are HTML around it, so they stay readable at any width.
 */
export function WeeklyChart({ weeks }: { weeks: WeeklyCounts }) {
  const sum = weeks.reduce((all, week) => all + total(week), 0);
  const max = niceMax(Math.max(0, ...weeks.map(total)));
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(2, slot * 0.7);
  const labelled =
    weeks.length > 1 ? [weeks[0]!, weeks[Math.floor((weeks.length - 1) / 2)]!, weeks.at(-1)!] : weeks;
  return (
    <section aria-labelledby="chart-heading" className="flex flex-col gap-4">
      <h2 id="chart-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      {sum === 0 ? <p className="rounded-lg bg-surface-alt p-4 text-ink-muted">{copy.empty}</p> : null}
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between pb-6 text-right text-xs text-ink-muted tabular-nums"
        >
          <span>{max}</span>
          <span>{max / 2 === Math.round(max / 2) ? max / 2 : ""}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={copy.name(weeks.length, sum)}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="block h-48 w-full border-b border-l border-ink-muted sm:h-56"
          >
            {[0.5, 1].map((level) => (
              <line
                key={level}
                x1={0}
                x2={width}
                y1={height - level * height}
                y2={height - level * height}
                className="stroke-line"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {weeks.map((week, index) => {
              let top = height;
              return (
                <g key={week.week}>
                  {leadTypes.map((type) => {
                    const count = week.counts[type];
                    if (!count) return null;
                    const h = (count / max) * height;
                    top -= h;
                    return (
                      <rect
                        key={type}
                        x={index * slot + (slot - bar) / 2}
                        y={top}
                        width={bar}
                        height={h}
                        className={`${typeColours[type].fill} stroke-white`}
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      >
                        <title>{`${formatDay(week.week)}: ${count} ${leadTypeNames[type]}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
            {labelled.map((week) => (
              <span key={week.week}>{formatShortDay(week.week)}</span>
            ))}
          </div>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={copy.legend}>
        {leadTypes.map((type) => (
          <li key={type} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${typeColours[type].swatch}`} />
            {leadTypeNames[type]}
          </li>
        ))}
      </ul>
      <details className="group rounded-lg border border-line/70">
        <summary className="flex min-h-11 items-center px-4 font-semibold text-brand underline underline-offset-4">
          {copy.tableToggle}
        </summary>
        <div className="p-3">
          <DataTable
            id="weekly"
            caption={copy.tableCaption}
            columns={tableColumns}
            rows={weeks}
            rowKey={(week) => week.week}
            empty={copy.empty}
          />
        </div>
      </details>
    </section>
  );
}
