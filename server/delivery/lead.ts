import type { LeadType } from "../../app/content/leads";
import { describeLead, textField } from "../leads/emails/fields";
import { attributionOf, type Attribution } from "./attribution";

/** A stored lead as every destination sees it. */
export type DeliveredLead = {
  id: string;
  type: LeadType;
  data: Record<string, unknown>;
  /** ISO 8601. */
  createdAt: string;
  attribution: Attribution;
};

/** The lead from its row as `to_jsonb(form_submissions)` gives it (server/mail/outbox.ts). */
export function deliveredLead(row: Record<string, unknown>): DeliveredLead {
  return {
    id: String(row.id),
    type: row.type as LeadType,
    data: (row.data ?? {}) as Record<string, unknown>,
    createdAt: new Date(String(row.created_at)).toISOString(),
    attribution: attributionOf(row),
  };
}

const first = (data: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => textField(data, key)).find(Boolean) ?? "";

/**
 * Where each CRM's standard person fields come from in the six forms. A form without the field
 * gives "" (left out of the request). The inbox's CSV export takes its columns from here too.
 */
export const personFieldSources = {
  company: ["company", "companyName", "municipality", "municipalityName"],
  title: ["title", "jobTitle", "position", "contactTitle"],
  city: ["cityName"],
  phone: ["phone"],
  email: ["email"],
  message: ["message", "notes", "additionalInfo"],
} as const;

export type Person = Record<keyof typeof personFieldSources | "firstName" | "lastName", string>;

/** The keys a person's standard fields are taken from; the rest go into the description. */
const mappedKeys = new Set<string>([
  ...Object.values(personFieldSources).flat(),
  "firstName",
  "lastName",
  "name",
  "contactName",
]);

/**
 * The person behind a lead in a CRM's standard fields. A single name field ("Ada Lovelace") is
 * split at its last space; one word is a last name, which both CRMs require before a first one.
 */
export function personOf(data: Record<string, unknown>): Person {
  let firstName = textField(data, "firstName");
  let lastName = textField(data, "lastName");
  const whole = first(data, ["name", "contactName"]);
  if (!firstName && !lastName && whole) {
    const space = whole.lastIndexOf(" ");
    firstName = space > 0 ? whole.slice(0, space).trim() : "";
    lastName = space > 0 ? whole.slice(space + 1) : whole;
  }
  const pick = Object.fromEntries(
    Object.entries(personFieldSources).map(([field, keys]) => [field, first(data, keys)]),
  ) as Omit<Person, "firstName" | "lastName">;
  return { ...pick, firstName, lastName };
}

/**
 * The message for a CRM's free-text field: the visitor's own message, then every other answer as
 * "Label: value", so that nothing the visitor sent is lost on the way to a form with fewer fields.
 */
export function leadDescription(lead: DeliveredLead, formName: string): string {
  const own = first(lead.data, personFieldSources.message);
  const unmapped = Object.fromEntries(Object.entries(lead.data).filter(([key]) => !mappedKeys.has(key)));
  const rest = describeLead(lead.type, unmapped)
    .filter((row) => row.provided)
    .map((row) => `${row.label}: ${row.value}`);
  return [own, `Form: ${formName}`, ...rest].filter(Boolean).join("\n");
}
