import { leadTypes, type LeadType } from "../../app/content/leads";
import { personFieldSources } from "../delivery/lead";
import { fieldLabels, type Options } from "../leads/emails/copy";
import { formatValue } from "../leads/emails/fields";
import { attributionCsvColumns } from "./attribution";
import { leadName, organizationFields, type LeadRow } from "./leads";

/**
 * The export's columns, in an order fixed for every export (docs/operations.md lists it), so a
 * CRM's import is mapped once: the lead, the person and their organization (one column each,
 * whichever form asked), the inbox's state, where the visit came from, then the answers only one
 * form asks for.
 */

type Column = { header: string; value: (row: LeadRow) => string };

/** "2026-03-02 10:15:30": a moment a spreadsheet reads as a date and time (ISO's "T…Z" it keeps as text). */
const spreadsheetTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/** The first of the fields that the lead has, as the lead's page shows it. */
const firstOf =
  (keys: readonly string[]) =>
  (row: LeadRow): string =>
    keys.map((key) => formatValue(row.data[key])).find(Boolean) ?? "";

/**
 * One column per thing every lead may have. "Name" is the whole name, from whichever field the
 * form had; "First name" and "Last name" only where the form asked for them apart (a name typed
 * in one field is not split: a guess at where a surname starts would be wrong for many).
 */
const conceptColumns = [
  { header: "Name", value: (row) => leadName(row.data) },
  { header: "First name", value: firstOf(["firstName"]) },
  { header: "Last name", value: firstOf(["lastName"]) },
  { header: "Email", value: firstOf(personFieldSources.email) },
  { header: "Phone", value: firstOf(personFieldSources.phone) },
  { header: "Organization", value: firstOf(organizationFields) },
  { header: "Job title", value: firstOf(personFieldSources.title) },
  { header: "Message", value: firstOf(personFieldSources.message) },
] satisfies Column[];

/** The form fields the columns above take: they are not repeated among a form's own answers. */
const conceptFields = new Set<string>([
  "firstName",
  "lastName",
  "name",
  "contactName",
  ...personFieldSources.email,
  ...personFieldSources.phone,
  ...organizationFields,
  ...personFieldSources.title,
  ...personFieldSources.message,
]);

const inboxColumns: Column[] = [
  { header: "Verdict", value: (row) => row.verdict },
  { header: "Held because", value: (row) => (row.heldReasons ?? []).join(" ") },
  { header: "State", value: (row) => (row.handled ? "handled" : "new") },
  { header: "Handled (UTC)", value: (row) => (row.handledAt ? spreadsheetTime(row.handledAt) : "") },
  { header: "Delivery", value: (row) => row.delivery ?? "sent" },
  { header: "Note", value: (row) => row.note ?? "" },
];

/**
 * The answers only some forms ask for, labelled as in the team's e-mail, in the forms' order; of
 * one form only when the export is of one type. Fields of two forms under one label share a column.
 */
function formColumns(type?: LeadType): Column[] {
  const byLabel = new Map<string, { key: string; options?: Options }[]>();
  for (const leadType of type ? [type] : leadTypes) {
    const labels: Record<string, { label: string; options?: Options }> = fieldLabels[leadType];
    for (const [key, spec] of Object.entries(labels)) {
      if (conceptFields.has(key)) continue;
      const fields = byLabel.get(spec.label) ?? [];
      if (!fields.some((field) => field.key === key)) fields.push({ key, options: spec.options });
      byLabel.set(spec.label, fields);
    }
  }
  return [...byLabel].map(([header, fields]) => ({
    header,
    value: (row: LeadRow) =>
      fields.map(({ key, options }) => formatValue(row.data[key], options)).find(Boolean) ?? "",
  }));
}

export function csvColumns(type?: LeadType): Column[] {
  return [
    { header: "Lead ID", value: (row) => row.id },
    { header: "Received (UTC)", value: (row) => spreadsheetTime(new Date(row.at)) },
    { header: "Type", value: (row) => row.type },
    ...conceptColumns,
    ...inboxColumns,
    ...attributionCsvColumns,
    ...formColumns(type),
  ];
}
