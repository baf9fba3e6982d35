import { sourcesPage } from "~/content/attribution";
import { typeColours } from "../leads/lead-types";
import { otherSeries, type SourcesReport } from "./sources";
import { StackedWeeklyChart, weekTotal, type ChartSeries } from "./stacked-weekly-chart";

const copy = sourcesPage.chart;
/** The chart's colours: the inbox's six chart tokens, one per series. */
const palette = Object.values(typeColours);

/**
 * Leads per week, stacked by source, as the inbox's weekly chart by type draws them; nothing at
 * all for a range without leads, since the table below already says so.
 */
export function SourcesChart({ report }: { report: SourcesReport }) {
  const series = report.series.map((key, at): ChartSeries => ({
    key,
    name: key === otherSeries ? copy.other : key,
    colour: palette[at % palette.length]!,
  }));
  if (!report.weeks.some((week) => weekTotal(week, series) > 0)) return null;
  return (
    <StackedWeeklyChart
      headingId="sources-chart-heading"
      tableId="sources-weekly"
      copy={copy}
      series={series}
      weeks={report.weeks}
      empty={sourcesPage.empty}
    />
  );
}
