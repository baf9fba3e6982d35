import { leadTypes, type LeadType } from "../../app/content/leads";
import type { LeadFilter } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { fieldLabels } from "../leads/emails/copy";
import { formatValue } from "../leads/emails/fields";
import { selectLeads, validFilter, type LeadRow } from "./leads";
import type { Cursor } from "./cursor";
import { attributionCsvColumns } from "./attribution";

/** Rows read per query: memory stays flat however many leads there are. */
const batchSize = 500;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * programs drop first) as a formula: a lead could make the team's Excel fetch a URL or run a
 * command. Such a value gets a leading apostrophe, which spreadsheets show as text (OWASP's advice).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): always quoted, inner quotes doubled, formulas neutralized. */
export function csvField(value: string): string {
  return `"${neutralizeFormula(value).replaceAll('"', '""')}"`;
}

export const csvLine = (values: string[]) => `${values.map(csvField).join(",")}\r\n`;

type Column = { header: string; value: (row: LeadRow) => string };
type Options = readonly { value: string; label: string }[];

/** "2026-03-02 10:15:30": a moment a spreadsheet reads as a date and time (ISO's "T…Z" it keeps as text). */
const spreadsheetTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/**
 * The columns: the inbox's own, then every form field of the types exported, labelled as in the
 * team's e-mail. Fields of different forms under one label (a job title) share one column: a
 * lead has only its own form's fields, and two columns of one name would read as one.
 */
export function csvColumns(type?: LeadType): Column[] {
  const common: Column[] = [
    { header: "Lead ID", value: (row) => row.id },
    { header: "Received (UTC)", value: (row) => spreadsheetTime(new Date(row.at)) },
    { header: "Type", value: (row) => row.type },
    { header: "Verdict", value: (row) => row.verdict },
    { header: "Held because", value: (row) => (row.heldReasons ?? []).join(" ") },
    { header: "State", value: (row) => (row.handled ? "handled" : "new") },
    { header: "Handled (UTC)", value: (row) => (row.handledAt ? spreadsheetTime(row.handledAt) : "") },
    { header: "Delivery", value: (row) => row.delivery ?? "sent" },
    { header: "Note", value: (row) => row.note ?? "" },
    ...attributionCsvColumns,
  ];
  const byLabel = new Map<string, { key: string; options?: Options }[]>();
  for (const leadType of type ? [type] : leadTypes) {
    const labels: Record<string, { label: string; options?: Options }> = fieldLabels[leadType];
    for (const [key, spec] of Object.entries(labels)) {
      const fields = byLabel.get(spec.label) ?? [];
      if (!fields.some((field) => field.key === key)) fields.push({ key, options: spec.options });
      byLabel.set(spec.label, fields);
    }
  }
  const fieldColumns = [...byLabel].map(([header, fields]) => ({
    header,
    value: (row: LeadRow) => {
      for (const { key, options } of fields) {
        const value = formatValue(row.data[key], options);
        if (value !== undefined) return value;
      }
      return "";
    },
  }));
  return [...common, ...fieldColumns];
}

const utf8Bom = "\uFEFF";

/**
 * The filtered leads as CSV, newest first, read in keyset batches as the reader pulls: a slow
 * download holds one batch in memory, never the whole table. UTF-8 with a BOM, CRLF line ends:
 * what Excel needs to open accents and non-Latin names correctly.
 */
export function leadsCsv(db: Db, unchecked: LeadFilter): ReadableStream<Uint8Array> {
  const filter = validFilter(unchecked);
  const columns = csvColumns(filter.type);
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(utf8Bom + csvLine(columns.map((column) => column.header))));
          return;
        }
        if (done) return;
        const page = await selectLeads(db, filter, cursor, batchSize);
        // The download was cancelled while the batch was read.
        if (done) return;
        const text = page.rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        cursor = page.next;
        if (!cursor) {
          done = true;
          controller.close();
        }
      },
      cancel() {
        done = true;
      },
    },
    { highWaterMark: 1 },
  );
}
