/**
 * A city's business list (step 2), read from CSV or .xlsx and checked whole before anything is
 * stored. The same code runs in the page (to show progress and problems before the upload) and on
 * the server (which decides).
 */
import Papa from "papaparse";
import { readSheet } from "read-excel-file/universal";
import { dashboardCopy } from "~/content/dashboard";

const m = dashboardCopy.import.problems;

/** The columns, in the template's order; matched by header, in any order and case. */
export const businessColumns = [
  "name",
  "category",
  "address",
  "phone",
  "website",
  "hours",
  "description",
] as const;
export type BusinessColumn = (typeof businessColumns)[number];
export type Business = Record<BusinessColumn, string>;

const required: readonly BusinessColumn[] = ["name", "category", "address"];
const maxLength: Record<BusinessColumn, number> = {
  name: 200,
  category: 100,
  address: 300,
  phone: 40,
  website: 300,
  hours: 200,
  description: 2000,
};

export const listLimits = { maxRows: 10_000, maxBytes: 8 * 1024 * 1024 } as const;

/** A file's cells, header first, every cell as text. */
export type Table = string[][];

export type ReadResult = { ok: true; table: Table } | { ok: false; problem: string };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** CSV or .xlsx, told apart by the bytes (an .xlsx is a zip), not by the name. */
export async function readList(bytes: Uint8Array): Promise<ReadResult> {
  if (bytes.byteLength === 0) return { ok: false, problem: m.empty };
  if (bytes.byteLength > listLimits.maxBytes) return { ok: false, problem: m.tooLarge };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const rows = await readSheet(buffer);
      return { ok: true, table: rows.map((row) => row.map(cellText)) };
    } catch {
      return { ok: false, problem: m.unreadable };
    }
  }
  // The old binary Excel format, and other files that are not text.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]) || bytes.includes(0))
    return { ok: false, problem: m.unreadable };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: m.notUtf8 };
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === "Quotes");
  if (broken) return { ok: false, problem: m.quotes((broken.row ?? 0) + 1) };
  return { ok: true, table: parsed.data };
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

export type CheckResult =
  | { ok: true; businesses: (Business & { row: number })[]; ignored: string[] }
  | { ok: false; problems: string[]; problemCount: number; ignored: string[] };

/** At most this many problems travel back to the page; the count says how many there were. */
const shownProblems = 200;

const phonePattern = /^\+?[0-9().\-\s]+(?:\s*(?:x|ext\.?)\s*[0-9]+)?$/i;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The problem with one cell, or undefined. */
function cellProblem(column: BusinessColumn, value: string): string | undefined {
  if (!value) return required.includes(column) ? m.missing(column) : undefined;
  if (value.length > maxLength[column]) return m.tooLong(column, maxLength[column]);
  if (column === "phone") {
    const digits = value.replace(/\D/g, "").length;
    if (!phonePattern.test(value) || digits < 7 || digits > 20) return m.phone(value);
  }
  if (column === "website" && !isWebAddress(value)) return m.website(value);
  return undefined;
}

/**
 * Checks every row; `progress` is told how far it got every few hundred rows (the page awaits
 * it to paint). Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export async function checkList(
  table: Table,
  progress?: (checked: number, total: number) => Promise<void> | void,
): Promise<CheckResult> {
  const [header = [], ...body] = table;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const index = new Map<BusinessColumn, number>();
  const ignored: string[] = [];
  const problems: string[] = [];
  names.forEach((name, i) => {
    if (!name) return;
    if (!(businessColumns as readonly string[]).includes(name)) return void ignored.push(header[i]!.trim());
    const column = name as BusinessColumn;
    if (index.has(column)) problems.push(m.twice(column));
    else index.set(column, i);
  });
  for (const column of required) if (!index.has(column)) problems.push(m.noColumn(column));
  if (problems.length) return { ok: false, problems, problemCount: problems.length, ignored };

  const rows = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) return { ok: false, problems: [m.noRows], problemCount: 1, ignored };
  if (rows.length > listLimits.maxRows)
    return { ok: false, problems: [m.tooMany(rows.length)], problemCount: 1, ignored };

  const businesses: (Business & { row: number })[] = [];
  let problemCount = 0;
  for (const [n, { cells, row }] of rows.entries()) {
    if (progress && n % 500 === 0) await progress(n, rows.length);
    const business = { row } as Business & { row: number };
    for (const column of businessColumns) {
      const at = index.get(column);
      const value = (at === undefined ? "" : (cells[at] ?? "")).trim();
      business[column] = value;
      const problem = cellProblem(column, value);
      if (problem) {
        problemCount += 1;
        if (problems.length < shownProblems) problems.push(m.row(row, problem));
      }
    }
    businesses.push(business);
  }
  await progress?.(rows.length, rows.length);
  return problemCount ? { ok: false, problems, problemCount, ignored } : { ok: true, businesses, ignored };
}
