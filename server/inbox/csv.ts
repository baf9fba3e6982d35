import type { LeadFilter } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { csvColumns } from "./csv-columns";
import type { Cursor } from "./cursor";
import { selectLeads, validFilter } from "./leads";

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
