import { DataTable, type Column } from "../ui/data-table";
import { formatDay, formatShortDay } from "../ui/format";

/** One week's counts by series key; a key with no leads that week may be missing. */
export type StackedWeek = { week: string; counts: Partial<Record<string, number>> };

/** One band of the stack: its key in a week's counts, its name, and its theme colour classes. */
export type ChartSeries = { key: string; name: string; colour: { fill: string; swatch: string } };

/** The chart's words; `name` is the SVG's accessible name. */
export type StackedChartCopy = {
  heading: string;
  name: (weeks: number, total: number) => string;
  legend: string;
  tableToggle: string;
  tableCaption: string;
  week: string;
  total: string;
};

/** A round top for the scale: 1, 2, 5, 10, 20, 50 ... at or above the largest week. */
export function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, value);
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= value) ?? 10 * power;
}

const width = 600;
const height = 200;

const countOf = (week: StackedWeek, key: string) => week.counts[key] ?? 0;

/** The leads of every series in one week. */
export const weekTotal = (week: StackedWeek, series: readonly ChartSeries[]) =>
  series.reduce((sum, { key }) => sum + countOf(week, key), 0);

/**
 * Leads per week, stacked by series: an inline SVG with an accessible name, and the same numbers
 * in a real table (in a disclosure below it). The SVG draws bars only; the scale and the week
 * labels are HTML around it, so they stay readable at any width. `midpoints` adds a dashed guide
 * and a scale label at half and top, and the middle week under the axis.
 */
export function StackedWeeklyChart({
  headingId,
  tableId,
  copy,
  series,
  weeks,
  empty,
  midpoints = false,
}: {
  headingId: string;
  tableId: string;
  copy: StackedChartCopy;
  series: readonly ChartSeries[];
  weeks: readonly StackedWeek[];
  /** Shown above the chart when it has no leads, and in the table when there are no weeks. */
  empty: string;
  midpoints?: boolean;
}) {
  const total = (week: StackedWeek) => weekTotal(week, series);
  const sum = weeks.reduce((all, week) => all + total(week), 0);
  const max = niceMax(Math.max(0, ...weeks.map(total)));
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(2, slot * 0.7);
  const labelled = midpoints
    ? weeks.length > 1
      ? [weeks[0]!, weeks[Math.floor((weeks.length - 1) / 2)]!, weeks.at(-1)!]
      : weeks
    : weeks.slice(0, 1).concat(weeks.slice(-1));
  const columns: Column<StackedWeek>[] = [
    {
      header: copy.week,
      rowHeader: true,
      cell: (week) => formatDay(week.week),
      className: "whitespace-nowrap",
    },
    ...series.map(({ key, name }): Column<StackedWeek> => ({
      header: name,
      cell: (week) => countOf(week, key),
      numeric: true,
    })),
    { header: copy.total, cell: total, numeric: true, className: "font-semibold" },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {copy.heading}
      </h2>
      {sum === 0 ? <p className="rounded-lg bg-surface-alt p-4 text-ink-muted">{empty}</p> : null}
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between pb-6 text-right text-xs text-ink-muted tabular-nums"
        >
          <span>{max}</span>
          {midpoints ? <span>{max / 2 === Math.round(max / 2) ? max / 2 : ""}</span> : null}
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
            {midpoints
              ? [0.5, 1].map((level) => (
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
                ))
              : null}
            {weeks.map((week, index) => {
              let top = height;
              return (
                <g key={week.week}>
                  {series.map(({ key, name, colour }) => {
                    const count = countOf(week, key);
                    if (!count) return null;
                    const h = (count / max) * height;
                    top -= h;
                    return (
                      <rect
                        key={key}
                        x={index * slot + (slot - bar) / 2}
                        y={top}
                        width={bar}
                        height={h}
                        className={`${colour.fill} stroke-white`}
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      >
                        <title>{`${formatDay(week.week)}: ${count} ${name}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
            {labelled.map((week, at) => (
              // By place: a one-week range without midpoints names its week at both ends.
              <span key={at}>{formatShortDay(week.week)}</span>
            ))}
          </div>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={copy.legend}>
        {series.map(({ key, name, colour }) => (
          // break-all: a source is whatever a link said, and may be one long word.
          <li key={key} className="flex min-w-0 items-center gap-2 break-all">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${colour.swatch}`} />
            {name}
          </li>
        ))}
      </ul>
      <details className="rounded-lg border border-line/70">
        <summary className="flex min-h-11 items-center px-4 font-semibold text-brand underline underline-offset-4">
          {copy.tableToggle}
        </summary>
        <div className="p-3">
          <DataTable
            id={tableId}
            caption={copy.tableCaption}
            columns={columns}
            rows={weeks}
            rowKey={(week) => week.week}
            empty={empty}
          />
        </div>
      </details>
    </section>
  );
}
