import { describe, expect, it } from "vitest";
import {
  calculateRoi,
  FREE_INPUT_MAX,
  formatCount,
  formatRoiPercent,
  formatUsd,
  roiDefaults,
  roiInputsFromSearch,
  roiSearch,
  type RoiInputs,
} from "./roi";

const scenario = (overrides: Partial<RoiInputs>): RoiInputs => ({ ...roiDefaults, ...overrides });

describe("calculateRoi with the spec's defaults", () => {
  const results = calculateRoi(roiDefaults);

  it.each([
    ["currentMonthlyRevenue", 9_375_000],
    ["potentialMonthlyRevenue", 22_500_000],
    ["monthlyIncrease", 13_125_000],
    ["annualIncrease", 157_500_000],
    ["participatingBusinesses", 75],
    ["annualImpact", 15_525_000],
    ["additionalTaxRevenue", 1_242_000],
    ["jobsCreated", 22],
    ["implementationCost", 25_000],
    ["annualMaintenanceCost", 5_000],
    ["totalBenefits", 16_767_000],
    ["totalCosts", 30_000],
    ["netBenefit", 16_737_000],
    ["roiPercent", 55_790],
  ] as const)("%s is %d", (key, expected) => {
    expect(results[key]).toBe(expected);
  });

  it("formats money in dollars without decimals and ROI with a leading +", () => {
    expect(formatUsd(results.currentMonthlyRevenue)).toBe("$9,375,000");
    expect(formatUsd(results.totalCosts)).toBe("$30,000");
    expect(formatRoiPercent(results.roiPercent)).toBe("+55790%");
  });

  it("writes dollars and counts as the calculator shows them", () => {
    expect(formatUsd(74.5)).toBe("$75");
    expect(formatUsd(-1_234.4)).toBe("-$1,234");
    expect(formatUsd(FREE_INPUT_MAX)).toBe("$1,000,000,000,000");
    expect(formatCount(results.participatingBusinesses)).toBe("75");
    expect(formatCount(12_500)).toBe("12,500");
    expect(formatCount(2.54)).toBe("2.5");
    expect(formatCount(0.05)).toBe("0.1");
  });
});

describe("calculateRoi edge cases", () => {
  it("gives no revenue increase when the target equals the current adoption", () => {
    const results = calculateRoi(scenario({ currentDigitalAdoption: 40, targetDigitalAdoption: 40 }));
    expect(results.monthlyIncrease).toBe(0);
    expect(results.annualIncrease).toBe(0);
    expect(results.currentMonthlyRevenue).toBe(results.potentialMonthlyRevenue);
  });

  it("shows a negative ROI without a plus sign when benefits are below costs", () => {
    const results = calculateRoi(scenario({ averageTransactionSize: 0 }));
    expect(results.totalBenefits).toBe(0);
    expect(results.netBenefit).toBe(-30_000);
    expect(results.roiPercent).toBe(-100);
    expect(formatRoiPercent(results.roiPercent)).toBe("-100%");
  });

  it("writes an outsized ROI with every digit, not in exponent notation", () => {
    expect(formatRoiPercent(7.452e23)).toBe("+745200000000000000000000%");
    expect(formatRoiPercent(-1e22)).toBe("-10000000000000000000000%");
  });

  it("handles zero free inputs", () => {
    const results = calculateRoi(scenario({ monthlyTransactions: 0, averageTransactionSize: 0 }));
    expect(results.currentMonthlyRevenue).toBe(0);
    expect(results.annualImpact).toBe(0);
    expect(results.jobsCreated).toBe(22); // jobs follow participating businesses, not spending
  });

  it("keeps huge free inputs finite", () => {
    const results = calculateRoi(
      scenario({ averageTransactionSize: FREE_INPUT_MAX, monthlyTransactions: FREE_INPUT_MAX }),
    );
    for (const value of Object.values(results)) expect(Number.isFinite(value)).toBe(true);
    expect(formatUsd(results.totalBenefits)).toMatch(/^\$[\d,]+$/);
  });

  it("rounds jobs down", () => {
    // 15% of 550 = 82.5 participating businesses; 30% of that is 24.75 jobs.
    expect(calculateRoi(scenario({ businesses: 550 })).jobsCreated).toBe(24);
  });

  it("prints ROI near zero without a sign", () => {
    expect(formatRoiPercent(0)).toBe("0%");
    expect(formatRoiPercent(-0.4)).toBe("0%");
    expect(formatRoiPercent(0.4)).toBe("0%");
    expect(formatRoiPercent(0.6)).toBe("+1%");
    expect(formatRoiPercent(null)).toBe("—");
  });
});

describe("scenario in the URL", () => {
  const parse = (query: string) => roiInputsFromSearch(new URLSearchParams(query));

  it("uses the defaults for an empty query and round-trips a scenario", () => {
    expect(parse("")).toEqual(roiDefaults);
    expect(roiSearch(roiDefaults)).toBe("");
    const custom = scenario({ population: 120_000, averageTransactionSize: 42.5, targetDigitalAdoption: 80 });
    expect(parse(roiSearch(custom))).toEqual(custom);
  });

  it("clamps and snaps bounded inputs to their ranges and steps", () => {
    const inputs = parse("population=3&businesses=99999&currentDigitalAdoption=33&targetDigitalAdoption=-5");
    expect(inputs.population).toBe(10_000);
    expect(inputs.businesses).toBe(5_000);
    expect(inputs.currentDigitalAdoption).toBe(35);
    expect(inputs.targetDigitalAdoption).toBe(35);
    expect(parse("population=52400").population).toBe(50_000);
  });

  it("never lets the target adoption fall below the current adoption", () => {
    const inputs = parse("currentDigitalAdoption=80&targetDigitalAdoption=20");
    expect(inputs.targetDigitalAdoption).toBe(80);
  });

  it("falls back to defaults for unreadable or negative free inputs", () => {
    const inputs = parse("averageTransactionSize=abc&monthlyTransactions=-4");
    expect(inputs.averageTransactionSize).toBe(75);
    expect(inputs.monthlyTransactions).toBe(1_000);
    expect(parse("averageTransactionSize=$1,250").averageTransactionSize).toBe(1_250);
    expect(parse("monthlyTransactions=1e400").monthlyTransactions).toBe(1_000);
    expect(parse("monthlyTransactions=1e20").monthlyTransactions).toBe(FREE_INPUT_MAX);
  });
});
