import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLongDate, numberFormat } from "./en-us-format";

const configurations = [
  { usd: true, minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { usd: false, minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { usd: true, minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe.each(configurations)("numberFormat(%o)", (options) => {
  const format = numberFormat(options);
  const intl = new Intl.NumberFormat("en-US", {
    ...(options.usd ? { style: "currency", currency: "USD" } : {}),
    minimumFractionDigits: options.minimumFractionDigits,
    maximumFractionDigits: options.maximumFractionDigits,
  });

  it("writes what Intl.NumberFormat writes for any number", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(format(value)).toBe(intl.format(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it("writes what Intl.NumberFormat writes at the edges of rounding and grouping", () => {
    const edges = [
      0,
      -0,
      0.5,
      -0.5,
      1.5,
      2.5,
      -2.5,
      0.05,
      0.005,
      0.045,
      1.005,
      0.95,
      9.95,
      99.95,
      999.5,
      999_999.5,
      1234.5678,
      -1234.5678,
      1e15,
      123456789012345.67,
      2 ** 53,
      1e20,
      1e21,
      1e-7,
      0.0000004,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const value of edges) expect(format(value), String(value)).toBe(intl.format(value));
  });

  it("writes integers as the ROI calculator shows them", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(format(value)).toBe(intl.format(value));
      }),
    );
  });
});

describe("formatLongDate", () => {
  it("writes what toLocaleDateString writes for a long en-US date, in the local time zone", () => {
    const options = { year: "numeric", month: "long", day: "numeric" } as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date)).toBe(date.toLocaleDateString("en-US", options));
        },
      ),
    );
  });
});
