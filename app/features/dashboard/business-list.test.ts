import writeExcelFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { checkList, readList, type CheckResult } from "./business-list";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function checkCsv(text: string): Promise<CheckResult> {
  const read = await readList(utf8(text));
  if (!read.ok) throw new Error(read.problem);
  return checkList(read.table);
}

const header = "name,category,address,phone,website,hours,description";

describe("reading and checking a business list", () => {
  it("imports a good CSV, headers in any order and case, unknown columns listed", async () => {
    const result = await checkCsv(
      'Address,NAME,Category,Owner,website\n"1 Main St, Springfield",Joe\'s Diner,Restaurant,Joe,joesdiner.com\n',
    );
    expect(result).toEqual({
      ok: true,
      ignored: ["Owner"],
      businesses: [
        {
          row: 2,
          name: "Joe's Diner",
          category: "Restaurant",
          address: "1 Main St, Springfield",
          phone: "",
          website: "joesdiner.com",
          hours: "",
          description: "",
        },
      ],
    });
  });

  it("names every problem by row and column, and returns no businesses", async () => {
    const result = await checkCsv(
      [
        header,
        "Diner,Restaurant,1 Main St,(217) 555-0100,https://diner.example,,",
        ",Bakery,2 Main St,,,,",
        "Shop,,3 Main St,call us,not a site,,",
      ].join("\n"),
    );
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.problems).toEqual([
      "Row 3: name is missing",
      "Row 4: category is missing",
      'Row 4: phone "call us" is not a phone number',
      'Row 4: website "not a site" is not a web address',
    ]);
  });

  it("numbers rows as the spreadsheet does, skipping blank lines but not their numbers", async () => {
    const result = await checkCsv(`${header}\nA,B,C\n\n,B,C\n`);
    expect(result.ok === false && result.problems).toEqual(["Row 4: name is missing"]);
  });

  it("refuses a list without a required column, or without rows", async () => {
    expect(await checkCsv("name,address\nA,B\n")).toMatchObject({
      ok: false,
      problems: ["The list has no category column"],
    });
    expect(await checkCsv(`${header}\n`)).toMatchObject({
      ok: false,
      problems: ["The list has no businesses below its header row"],
    });
    expect(await checkCsv("name,Name,category,address\n")).toMatchObject({
      ok: false,
      problems: ["The name column appears more than once"],
    });
  });

  it("takes 10,000 rows and refuses 10,001", async () => {
    const rows = (n: number) =>
      [header, ...Array.from({ length: n }, (_, i) => `B${i},Shop,${i} Main St`)].join("\n");
    expect((await checkCsv(rows(10_000))).ok).toBe(true);
    expect(await checkCsv(rows(10_001))).toMatchObject({
      ok: false,
      problems: ["The list has 10,001 businesses: at most 10,000 can be imported"],
    });
  });

  it("says how many problems there were beyond those it lists", async () => {
    const rows = [header, ...Array.from({ length: 300 }, () => ",Shop,Main St")].join("\n");
    const result = await checkCsv(rows);
    expect(result.ok === false && [result.problems.length, result.problemCount]).toEqual([200, 300]);
  });

  it("reports progress as it checks", async () => {
    const read = await readList(utf8([header, ...Array.from({ length: 1200 }, () => "A,B,C")].join("\n")));
    const seen: number[] = [];
    await checkList(read.ok ? read.table : [], (checked) => void seen.push(checked));
    expect(seen).toEqual([0, 500, 1000, 1200]);
  });

  it("reads an .xlsx sheet, numbers and all", async () => {
    const buffer = await writeExcelFile([
      [{ value: "Name" }, { value: "Category" }, { value: "Address" }, { value: "Phone" }],
      [
        { value: "Diner" },
        { value: "Restaurant" },
        { value: "1 Main St" },
        { value: 2175550100, type: Number },
      ],
      [{ value: "" }, { value: "Bakery" }, { value: "2 Main St" }, null],
    ]).toBuffer();
    const read = await readList(new Uint8Array(buffer));
    expect(read.ok).toBe(true);
    const result = await checkList(read.ok ? read.table : []);
    expect(result.ok === false && result.problems).toEqual(["Row 3: name is missing"]);
  });

  it("refuses files that are neither CSV nor .xlsx, without throwing", async () => {
    expect(await readList(new Uint8Array())).toEqual({ ok: false, problem: "The file is empty" });
    expect((await readList(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).ok).toBe(false);
    expect((await readList(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]))).ok).toBe(false);
    expect(await readList(new Uint8Array([0x6e, 0xff, 0xfe, 0x41]))).toEqual({
      ok: false,
      problem: "The file is not UTF-8 text: save it as CSV UTF-8 (or .xlsx) and try again",
    });
    expect(await readList(utf8('name,category,address\n"A,B,C\n'))).toEqual({
      ok: false,
      problem: "Row 2: a quoted value does not end",
    });
  });
});
