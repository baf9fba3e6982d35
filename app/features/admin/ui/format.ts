/**
 * Times in the inbox, in UTC: the server renders the page and the browser hydrates it, so both
 * must write the same; and the filter's dates are UTC days too.
 */
const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "UTC",
});
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 5, 2026, 14:02 UTC" */
export const formatDateTime = (iso: string): string => `${dateTime.format(new Date(iso))} UTC`;

/** "Mar 5, 2026" */
export const formatDay = (iso: string): string => day.format(new Date(iso));

/** "Mar 5": a week's label under the chart. */
export const formatShortDay = (iso: string): string => shortDay.format(new Date(iso));

/** Today in UTC, YYYY-MM-DD (the export's file name). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);
