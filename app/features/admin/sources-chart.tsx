import { sourcesPage } from "~/content/attribution";
import { DataTable, type Column } from "./data-table";
import { formatDay, formatShortDay } from "./format";
import { typeColours } from "./lead-types";
import { otherSeries, type SourcesReport } from "./sources";
import { niceMax } from "./weekly-chart";

const copy = sourcesPage.chart;
type Week = SourcesReport["weeks"][number];

/** The chart's colours: the inbox's six chart tokens, one per series. */
const palette = Object.values(typeColours);
const seriesName = (series: string) => (series === otherSeries ? copy.other : series);
const total = (week: Week) => Object.values(week.counts).reduce((sum, count) => sum + count, 0);

const width = 600;
const height = 200;

/**
 * Leads per week, stacked by source: an SVG with an accessible name and the same numbers in a
 * table below it, as the inbox's weekly chart by type (./weekly-chart.tsx) draws them.
 */
export function SourcesChart({ report }: { report: SourcesReport }) {
  const { weeks, series } = report;
  const sum = weeks.reduce((all, week) => all + total(week), 0);
  const max = niceMax(Math.max(0, ...weeks.map(total)));
  const slot = width / Math.max(1, weeks.length);
  const bar = Math.max(2, slot * 0.7);
  const columns: Column<Week>[] = [
    {
      header: copy.week,
      rowHeader: true,
      cell: (week) => formatDay(week.week),
      className: "whitespace-nowrap",
    },
    ...series.map((name): Column<Week> => ({
      header: seriesName(name),
      cell: (week) => week.counts[name] ?? 0,
      className: "text-right tabular-nums",
    })),
    { header: copy.total, cell: total, className: "text-right font-semibold tabular-nums" },
  ];
  if (sum === 0) return null;
  return (
    <section aria-labelledby="sources-chart-heading" className="flex flex-col gap-4">
      <h2 id="sources-chart-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between pb-6 text-right text-xs text-ink-muted tabular-nums"
        >
          <span>{max}</span>
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
            {weeks.map((week, index) => {
              let top = height;
              return (
                <g key={week.week}>
                  {series.map((name, at) => {
                    const count = week.counts[name] ?? 0;
                    if (!count) return null;
                    const h = (count / max) * height;
                    top -= h;
                    return (
                      <rect
                        key={name}
                        x={index * slot + (slot - bar) / 2}
                        y={top}
                        width={bar}
                        height={h}
                        className={`${palette[at % palette.length]!.fill} stroke-white`}
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      >
                        <title>{`${formatDay(week.week)}: ${count} ${seriesName(name)}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })}
          </svg>
          {weeks.length ? (
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
              <span>{formatShortDay(weeks[0]!.week)}</span>
              <span>{formatShortDay(weeks.at(-1)!.week)}</span>
            </div>
          ) : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={copy.legend}>
        {series.map((name, at) => (
          <li key={name} className="flex min-w-0 items-center gap-2 break-all">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-sm ${palette[at % palette.length]!.swatch}`}
            />
            {seriesName(name)}
          </li>
        ))}
      </ul>
      <details className="rounded-lg border border-line/70">
        <summary className="flex min-h-11 items-center px-4 font-semibold text-brand underline underline-offset-4">
          {copy.tableToggle}
        </summary>
        <div className="p-3">
          <DataTable
            id="sources-weekly"
            caption={copy.tableCaption}
            columns={columns}
            rows={weeks}
            rowKey={(week) => week.week}
            empty={sourcesPage.empty}
          />
        </div>
      </details>
    </section>
  );
}
