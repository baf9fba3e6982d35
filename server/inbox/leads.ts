import { and, desc, eq, getTableName, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { leadTypes, type LeadType } from "../../app/content/leads";
import type {
  DeliveryState,
  LeadFilter,
  LeadPage,
  LeadSummary,
  LeadVerdict,
  WeeklyCounts,
} from "../../app/features/admin/service";
import { leadFilterQuery, parseLeadFilter } from "../../app/features/admin/leads/filter";
import type { Attribution } from "../../app/features/leads/attribution";
import type { Db } from "../db/client";
import { emailJobs, formSubmissions, leadSearchText, searchFolding } from "../db/schema";
import { attributionColumns, attributionConditions } from "./attribution";
import { optionValuesLabelled } from "./option-labels";
import { cursorTime, decodeCursor, encodeCursor, keysetPage, olderThan, type Cursor } from "./cursor";

const leads = formSubmissions;

/** `%` and `_` are LIKE's wildcards and `\` its escape: a visitor's search means them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A value as it stands in the search text: a JSON string's content (quotes and `\` escaped). */
const asJson = (text: string) => JSON.stringify(text).slice(1, -1);

/** A word written like a phone number (digits and its punctuation, 4 digits or more): its digits. */
function phoneDigits(word: string): string | undefined {
  if (!/^[\d()+.\-/]+$/.test(word)) return undefined;
  const digits = word.replace(/\D/g, "");
  return digits.length >= 4 ? digits : undefined;
}

/**
 * Whether the lead's search text (schema.ts: its values as a JSON array) holds the word, or one of
 * the options whose label holds it: a whole value, in its quotes, so that the label "Pricing"
 * finds the subject "pricing" and not every message that mentions a price. A phone-like word is
 * also looked for as digits alone, which the search text ends with. Lower-cased and unaccented by
 * PostgreSQL, as the search text is: JavaScript's toLowerCase differs on some letters (it turns
 * "İ" into two characters, PostgreSQL into "i").
 */
function matches(word: string, verdict: LeadVerdict): SQL {
  const { from, to } = searchFolding;
  const like = (pattern: string) =>
    sql`${verdict === "held" ? heldSearchText : leads.searchText} like translate(lower(${pattern}), ${from}, ${to})`;
  const options = optionValuesLabelled(word).map((value) => like(`%${escapeLike(JSON.stringify(value))}%`));
  const digits = phoneDigits(word);
  return or(
    like(`%${escapeLike(asJson(word))}%`),
    ...options,
    ...(digits && digits !== word ? [like(`%${digits}%`)] : []),
  )!;
}

/**
 * A held lead's search text, made as the held view reads it: stored and indexed it would cost
 * several times the lead's text, which a bot chooses (schema.ts). Held leads are few.
 */
const heldSearchText = sql.raw(leadSearchText(`"${getTableName(leads)}"."data"`));

/**
 * The search's words: split on white space, at most 8 (each adds a condition). Control characters
 * separate words too: PostgreSQL's text cannot hold a NUL, which would fail the query.
 */
export function searchWords(q: string | undefined): string[] {
  return (q ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * The filter as the URL's rules allow it (filter.ts): a part they refuse is left out, as on the
 * page. Routes parse the URL already; this keeps any other caller's bad date from failing a query.
 */
export function validFilter(filter: LeadFilter): LeadFilter {
  return parseLeadFilter(new URLSearchParams(leadFilterQuery(filter))).filter;
}

const dayMs = 24 * 3600 * 1000;

/**
 * First moment of a YYYY-MM-DD day, UTC, `plusDays` later. Computed here: in SQL, a timestamptz
 * plus '1 day' is a day of the session's time zone, 23 or 25 hours across a change of clocks.
 */
const dayStart = (day: string, plusDays = 0) =>
  sql`${new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * dayMs).toISOString()}::timestamptz`;

/**
 * The WHERE of a filter. Each search word must appear in the lead's search text (schema.ts),
 * which the trigram index answers for words of three letters or more.
 */
export function filterConditions(filter: LeadFilter, { withType = true } = {}): SQL[] {
  // Held leads are a view of their own: never mixed into the delivered ones.
  const conditions: SQL[] = [eq(leads.verdict, filter.verdict ?? "delivered")];
  if (withType && filter.type) conditions.push(eq(leads.type, filter.type));
  if (filter.state) conditions.push(eq(leads.handled, filter.state === "handled"));
  if (filter.from) conditions.push(gte(leads.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, dayStart(filter.to, 1)));
  if (filter.delivery === "failed") conditions.push(failedDelivery);
  for (const word of searchWords(filter.q)) conditions.push(matches(word, filter.verdict ?? "delivered"));
  conditions.push(...attributionConditions(filter));
  return conditions;
}

/** A lead with a job (e-mail or delivery) tried and not through; on the job index, per lead. */
const failedDelivery = sql`exists (
  select 1 from ${emailJobs} as job
  where job.submission_id = ${leads}.id and job.sent_at is null and job.last_error is not null)`;

/**
 * The worst state of a lead's mails and deliveries: failed (tried, not sent) before pending before sent. A
 * correlated subquery on the job index: one lookup per row of the page. Spelled out with the
 * tables' names: in a one-table select, drizzle writes columns unqualified, and a bare "id" here
 * would be the job's own, not the lead's (an uncorrelated scan of every job, "sent" for all).
 */
const deliverySql = sql<DeliveryState>`(
  select case
    when bool_or(job.sent_at is null and job.last_error is not null) then 'failed'
    when bool_or(job.sent_at is null) then 'pending'
    else 'sent' end
  from ${emailJobs} as job where job.submission_id = ${leads}.id)`;

export type LeadRow = {
  id: string;
  type: string;
  /** The timestamp in UTC to the microsecond (the cursor needs it): `cursorTime`. */
  at: string;
  data: Record<string, unknown>;
  handled: boolean;
  handledAt: Date | null;
  note: string | null;
  delivery: DeliveryState | null;
  verdict: LeadVerdict;
  heldReasons: string[] | null;
} & Attribution;

/**
 * One keyset page of leads with everything the list and the export need. Reads `limit + 1` rows
 * to know whether another page follows.
 */
export async function selectLeads(
  db: Db,
  filter: LeadFilter,
  after: Cursor | null,
  limit: number,
): Promise<{ rows: LeadRow[]; next: Cursor | null }> {
  const conditions = filterConditions(filter);
  if (after) conditions.push(olderThan(leads.createdAt, leads.id, after));
  const rows = await db
    .select({
      id: leads.id,
      type: leads.type,
      at: cursorTime(leads.createdAt),
      data: leads.data,
      handled: leads.handled,
      handledAt: leads.handledAt,
      note: leads.note,
      delivery: deliverySql,
      verdict: leads.verdict,
      heldReasons: leads.heldReasons,
      ...attributionColumns,
    })
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The person behind a lead, whichever form it came from. */
export function leadName(data: Record<string, unknown>): string {
  const full = [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ");
  return full || text(data.name) || text(data.contactName);
}

/** Where the forms keep the municipality, company or city a lead speaks for, first found first. */
export const organizationFields = ["municipality", "municipalityName", "company", "companyName", "cityName"];

/** The municipality, company or city the lead speaks for. */
export function leadOrganization(data: Record<string, unknown>): string {
  return organizationFields.map((key) => text(data[key])).find(Boolean) ?? "";
}

export function toSummary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    type: row.type as LeadType,
    createdAt: new Date(row.at).toISOString(),
    name: leadName(row.data),
    email: text(row.data.email),
    organization: leadOrganization(row.data),
    handled: row.handled,
    delivery: row.delivery ?? "sent",
    verdict: row.verdict,
    heldReasons: row.heldReasons ?? [],
  };
}

export async function listLeads(
  db: Db,
  filter: LeadFilter,
  cursor?: string | null,
  limit = 50,
): Promise<LeadPage> {
  const size = Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), 200) : 50;
  const page = await selectLeads(db, validFilter(filter), decodeCursor(cursor), size);
  return { leads: page.rows.map(toSummary), next: page.next && encodeCursor(page.next) };
}

const zeroCounts = (): Record<LeadType, number> =>
  Object.fromEntries(leadTypes.map((type) => [type, 0])) as Record<LeadType, number>;

export async function countsByType(db: Db, filter: LeadFilter): Promise<Record<LeadType, number>> {
  const rows = await db
    .select({ type: leads.type, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(...filterConditions(validFilter(filter), { withType: false })))
    .groupBy(leads.type);
  const counts = zeroCounts();
  for (const row of rows) if (row.type in counts) counts[row.type as LeadType] = Number(row.count);
  return counts;
}

const weekMs = 7 * dayMs;

/** Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** At most a year of weeks: a chart of more would be unreadable bars. */
const maxWeeks = 53;

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Leads per week and type under the filter. The weeks run from the filter's start (or 12 weeks
 * back) to its end, never past the current week, at most the last `maxWeeks` of them; the counts
 * keep to the filter's own days, so a range starting on a Wednesday does not count that Monday.
 */
export async function weekly(db: Db, unchecked: LeadFilter, now = new Date()): Promise<WeeklyCounts> {
  const filter = validFilter(unchecked);
  const end = filter.to && utcDay(filter.to) < now ? utcDay(filter.to) : now;
  const last = Date.parse(`${weekOf(end)}T00:00:00Z`);
  const earliest = last - (maxWeeks - 1) * weekMs;
  const requested = filter.from ? Date.parse(`${weekOf(utcDay(filter.from))}T00:00:00Z`) : last - 11 * weekMs;
  const first = Math.max(requested, earliest);
  const firstDay = new Date(first).toISOString().slice(0, 10);
  const scoped: LeadFilter = {
    ...filter,
    from: filter.from && filter.from > firstDay ? filter.from : firstDay,
  };
  const weeks: WeeklyCounts = [];
  for (let at = first; at <= last; at += weekMs) {
    weeks.push({ week: new Date(at).toISOString().slice(0, 10), counts: zeroCounts() });
  }
  // A range wholly after today has no weeks, and no leads either.
  if (weeks.length === 0) return weeks;
  const rows = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      type: leads.type,
      count: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(and(...filterConditions(scoped)))
    .groupBy(sql`1`, leads.type);
  const byWeek = new Map(weeks.map((entry) => [entry.week, entry.counts]));
  for (const row of rows) {
    const counts = byWeek.get(row.week);
    if (counts && row.type in counts) counts[row.type as LeadType] += Number(row.count);
  }
  return weeks;
}

/** The lead's row and its jobs, or null for an unknown id. */
export async function leadWithJobs(db: Db, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) return null;
  const jobs = await db
    .select()
    .from(emailJobs)
    .where(eq(emailJobs.submissionId, id))
    .orderBy(emailJobs.createdAt, emailJobs.kind);
  return { row, jobs };
}

/** Whether a job counts as failed in the inbox: tried, refused, not sent yet. */
export function jobState(job: { sentAt: Date | null; lastError: string | null }): DeliveryState {
  if (job.sentAt) return "sent";
  return job.lastError ? "failed" : "pending";
}
