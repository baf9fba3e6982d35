/**
 * A subscription's dates as people write them, "December 31, 2027". In UTC: an invoice grant
 * ends at the last moment of its day in UTC, and the server and the browser must agree.
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export const formatBillingDate = (iso: string): string => longDate.format(new Date(iso));
