import { sourcesPage } from "~/content/attribution";
import { isRealDay } from "../leads/filter";

const messages = sourcesPage.errors;

/** Leads of one source, medium and campaign in the Sources page's range. */
export type SourceRow = { source: string; medium: string; campaign: string; count: number };

/**
 * The Sources page: leads per source / medium / campaign in a date range (UTC days, inclusive),
 * and per week and source for the chart, the largest sources by name and the rest together.
 */
export type SourcesReport = {
  from: string;
  to: string;
  total: number;
  rows: SourceRow[];
  /** The chart's series, largest first; `otherSeries` when more sources than it shows. */
  series: string[];
  weeks: { week: string; counts: Record<string, number> }[];
};

/** The series of the sources the chart does not name one by one. */
export const otherSeries = "";

/** Longest range the page shows: a year of weeks. */
export const maxRangeDays = 366;
/** Without a range: the last twelve weeks, today included. */
export const defaultRangeDays = 84;

const dayMs = 24 * 3600 * 1000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type SourcesRange = { from: string; to: string };

/**
 * The range asked for in the URL, or the default; a part that is not a real day, or a range
 * backwards or over a year, is named in `error` and the default is shown instead.
 */
export function parseSourcesRange(
  params: URLSearchParams,
  now = new Date(),
): { range: SourcesRange; error?: string } {
  const today = dayText(now.getTime());
  const fallback = {
    from: dayText(Date.parse(`${today}T00:00:00Z`) - (defaultRangeDays - 1) * dayMs),
    to: today,
  };
  const read = (name: string) => (params.get(name) ?? "").trim();
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDay(day);
  const to = read("to") || today;
  if (!isDay(to)) return { range: fallback, error: messages.day };
  const from = read("from") || dayText(Date.parse(`${to}T00:00:00Z`) - (defaultRangeDays - 1) * dayMs);
  if (!isDay(from)) return { range: fallback, error: messages.day };
  if (from > to) return { range: fallback, error: messages.order };
  if ((Date.parse(to) - Date.parse(from)) / dayMs >= maxRangeDays)
    return { range: fallback, error: messages.long };
  return { range: { from, to } };
}
