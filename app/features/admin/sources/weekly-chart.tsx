import { leadTypeNames, weeklyChartCopy as copy } from "~/content/admin";
import { leadTypes } from "~/content/leads";
import { typeColours } from "../leads/lead-types";
import type { WeeklyCounts } from "../service";
import { StackedWeeklyChart, type ChartSeries } from "./stacked-weekly-chart";

const series: ChartSeries[] = leadTypes.map((type) => ({
  key: type,
  name: leadTypeNames[type],
  colour: typeColours[type],
}));

/** The inbox's leads per week, stacked by type; an empty range says so above the chart. */
export function WeeklyChart({ weeks }: { weeks: WeeklyCounts }) {
  return (
    <StackedWeeklyChart
      headingId="chart-heading"
      tableId="weekly"
      copy={copy}
      series={series}
      weeks={weeks}
      empty={copy.empty}
      midpoints
    />
  );
}
