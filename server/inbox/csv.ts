import { leadTypes, type LeadType } from "../../app/content/leads";
import type { LeadFilter } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { fieldLabels } from "../leads/emails/copy";
import { formatValue } from "../leads/emails/fields";
import { selectLeads, toSummary, type LeadRow } from "./leads";
import type { Cursor } from "./cursor";

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

/** The columns: the inbox's own, then every form field of the types exported, labelled as in the team's e-mail. */
export function csvColumns(type?: LeadType): Column[] {
  const common: Column[] = [
    { header: "Lead ID", value: (row) => row.id },
    { header: "Received (UTC)", value: (row) => new Date(row.at).toISOString() },
    { header: "Type", value: (row) => row.type },
    { header: "State", value: (row) => (row.handled ? "handled" : "new") },
    { header: "Team e-mail", value: (row) => toSummary(row).delivery },
    { header: "Note", value: (row) => row.note ?? "" },
  ];
  const seen = new Map<string, Column>();
  for (const leadType of type ? [type] : leadTypes) {
    const labels: Record<string, { label: string; options?: readonly { value: string; label: string }[] }> =
      fieldLabels[leadType];
    for (const [key, spec] of Object.entries(labels)) {
      if (seen.has(key)) continue;
      seen.set(key, {
        header: spec.label,
        value: (row) => formatValue(row.data[key], spec.options) ?? "",
      });
    }
  }
  return [...common, ...seen.values()];
}

const utf8Bom = "\uFEFF";

/**
 * The filtered leads as CSV, newest first, read in keyset batches as the reader pulls: a slow
 * download holds one batch in memory, never the whole table. UTF-8 with a BOM, CRLF line ends:
 * what Excel needs to open accents and non-Latin names correctly.
 */
export function leadsCsv(db: Db, filter: LeadFilter): ReadableStream<Uint8Array> {
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
        const text = page.rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join("");
        if (text) controller.enqueue(encoder.encode(text));
        cursor = page.next;
        if (!cursor) {
          done = true;
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}
