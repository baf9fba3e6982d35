/** "2027-03-01" → "March 1, 2027": the dashboard's "Live since" and the city's e-mail say it so. */
export function formatLiveDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
