import { z } from "zod";
import { leadTypes } from "~/content/leads";
import { attributionFilterFields, attributionFilterShape } from "./attribution";
import { leadStates, leadVerdicts, type LeadFilter } from "../service";

/** A day as YYYY-MM-DD (the filter's dates, a grant's last day). */
export const day = /^\d{4}-\d{2}-\d{2}$/;

/** A day that is on the calendar (2027-02-30 is not). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDay = (which: "start" | "end") =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(day, `Enter the ${which} date as YYYY-MM-DD`)
        .refine(isRealDay, `The ${which} date is not a day on the calendar`)
        .optional(),
    );

/** The inbox's query string; empty values mean "any". Shared by the list and the export. */
export const leadFilterSchema = z
  .object({
    // "delivered" is the default view, so it is left out of links like an empty value.
    verdict: z
      .enum(["", ...leadVerdicts], { error: "Choose delivered or held leads" })
      .transform((value) => (value === "held" ? value : undefined)),
    type: z
      .enum(["", ...leadTypes], { error: "Choose a lead type from the list" })
      .transform((value) => value || undefined),
    state: z
      .enum(["", ...leadStates], { error: "Choose a state from the list" })
      .transform((value) => value || undefined),
    from: optionalDay("start"),
    to: optionalDay("end"),
    delivery: z
      .enum(["", "failed"], { error: "Choose failed deliveries or none" })
      .transform((value) => value || undefined),
    q: z
      .string()
      .trim()
      .max(200, "Search for at most 200 characters")
      .transform((value) => value || undefined),
    ...attributionFilterShape,
  })
  .partial()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });

export const leadFilterFields = [
  "verdict",
  "type",
  "state",
  "from",
  "to",
  "delivery",
  "q",
  ...attributionFilterFields,
] as const;

/**
 * The filter in a URL. A part that does not parse is left out and named in `errors` (the page
 * says so), so a hand-edited link still shows the inbox, filtered by what made sense.
 */
export function parseLeadFilter(params: URLSearchParams): {
  filter: LeadFilter;
  errors: Partial<Record<(typeof leadFilterFields)[number], string>>;
} {
  const filter: LeadFilter = {};
  const errors: Partial<Record<(typeof leadFilterFields)[number], string>> = {};
  for (const field of leadFilterFields) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = leadFilterSchema.safeParse({ [field]: raw });
    if (parsed.success) Object.assign(filter, parsed.data);
    else errors[field] = parsed.error.issues[0]?.message ?? "Not understood";
  }
  const range = leadFilterSchema.safeParse(filter);
  if (!range.success) {
    // A range that ends before it starts holds no day: neither date is used, and the page says
    // so (keeping one of them would show a range nobody asked for).
    errors.to = range.error.issues[0]?.message ?? "Not understood";
    delete filter.from;
    delete filter.to;
  }
  return { filter, errors };
}

/** The query string of a filter (for links: the next page, the export, a type's count). */
export function leadFilterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const field of leadFilterFields) {
    const value = filter[field];
    if (value) params.set(field, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
