import { describe, expect, test } from "vitest";
import { parseLeadFilter } from "./filter";

const parse = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe("the inbox's filter from its URL", () => {
  test("a range that ends before it starts is refused whole, with a message, not cut to its start", () => {
    expect(parse("from=2026-03-10&to=2026-03-01&type=demo")).toEqual({
      filter: { type: "demo" },
      errors: { to: "The start date must be on or before the end date" },
    });
  });

  test("a one-day range and an open range are kept", () => {
    expect(parse("from=2026-03-10&to=2026-03-10").filter).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(parse("from=2026-03-10").filter).toEqual({ from: "2026-03-10" });
    expect(parse("to=2026-03-10").errors).toEqual({});
  });

  test("source, medium and campaign lose the spaces around them", () => {
    expect(parse("source=%20LinkedIn%20&medium=&campaign=Spring").filter).toEqual({
      source: "LinkedIn",
      campaign: "Spring",
    });
  });
});
