/**
 * The ROI calculator's model: inputs, their bounds, and the product specification's formulas, whose
 * rates are business constants in app/content/roi-model.ts. Pure and shared by the server (no-JS
 * GET form) and the browser (live updates).
 */

import { roiRates, type RoiInputs, type RoiResults } from "~/content/roi-model";

export type { RoiInputs, RoiResults };

export const roiDefaults: RoiInputs = {
  population: 50_000,
  businesses: 500,
  averageTransactionSize: 75,
  monthlyTransactions: 1_000,
  currentDigitalAdoption: 25,
  targetDigitalAdoption: 60,
};

export type Bounded = { min: number; max: number; step: number };

export const roiBounds = {
  population: { min: 10_000, max: 500_000, step: 5_000 },
  businesses: { min: 50, max: 5_000, step: 50 },
  currentDigitalAdoption: { min: 0, max: 100, step: 5 },
  targetDigitalAdoption: { min: 0, max: 100, step: 5 },
} as const satisfies Record<string, Bounded>;

/**
 * The two free inputs have no bounds in the spec; we only refuse what is not a sum of money or a
 * count (negative, not a number) and cap at a trillion so every result stays a finite number.
 */
export const FREE_INPUT_MAX = 1_000_000_000_000;

/** Multiplying before dividing by 100 keeps results such as 15% of 500 exact (75, not 75.00000000000001). */
const percentOf = (value: number, percent: number) => (value * percent) / 100;

export function calculateRoi(inputs: RoiInputs): RoiResults {
  const { businesses, monthlyTransactions, averageTransactionSize, population } = inputs;
  const monthlyVolume = businesses * monthlyTransactions * averageTransactionSize;
  const currentMonthlyRevenue = percentOf(monthlyVolume, inputs.currentDigitalAdoption);
  const potentialMonthlyRevenue = percentOf(monthlyVolume, inputs.targetDigitalAdoption);
  const monthlyIncrease = potentialMonthlyRevenue - currentMonthlyRevenue;
  const annualIncrease = 12 * monthlyIncrease;
  const participatingBusinesses = percentOf(businesses, roiRates.participationPercent);
  const annualImpact = percentOf(
    participatingBusinesses * monthlyTransactions * 12 * averageTransactionSize,
    roiRates.spendingImpactPercent,
  );
  const additionalTaxRevenue = percentOf(annualImpact, roiRates.taxPercent);
  const jobsCreated = Math.floor(
    percentOf(participatingBusinesses, roiRates.jobsPerParticipatingBusinessPercent),
  );
  const implementationCost = percentOf(population, roiRates.implementationDollarsPerResidentPercent);
  const annualMaintenanceCost = percentOf(implementationCost, roiRates.maintenancePercentOfImplementation);
  const totalBenefits = annualImpact + additionalTaxRevenue;
  const totalCosts = implementationCost + annualMaintenanceCost;
  const netBenefit = totalBenefits - totalCosts;
  const roiPercent = totalCosts === 0 ? null : (netBenefit / totalCosts) * 100;
  return {
    currentMonthlyRevenue,
    potentialMonthlyRevenue,
    monthlyIncrease,
    annualIncrease,
    participatingBusinesses,
    annualImpact,
    additionalTaxRevenue,
    jobsCreated,
    implementationCost,
    annualMaintenanceCost,
    totalBenefits,
    totalCosts,
    netBenefit,
    roiPercent,
  };
}

/**
 * An en-US number format, made on its first use: the first `Intl` formatter a page makes loads
 * the locale's data, which a page that never formats a figure need not pay for.
 */
function enUsNumber(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat("en-US", options)).format(value);
}

/** US dollars without decimals, e.g. "$9,375,000". */
export const formatUsd = enUsNumber({
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "12,500", "2.5". */
export const formatCount = enUsNumber({ maximumFractionDigits: 1 });

/** Every digit and no grouping, as the spec writes "+55790%"; never "7.452e+23". */
const formatInteger = enUsNumber({ useGrouping: false, maximumFractionDigits: 0 });

/** "+55790%" when positive, "-100%" when negative, "0%" at zero; "—" without costs. */
export function formatRoiPercent(percent: number | null): string {
  if (percent === null) return "—";
  const rounded = Math.round(percent);
  // Math.round(-0.4) is -0, which must not print as "-0%".
  const value = Object.is(rounded, -0) ? 0 : rounded;
  return `${value > 0 ? "+" : ""}${formatInteger(value)}%`;
}

function snap(value: number, { min, max, step }: Bounded): number {
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

function readNumber(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const cleaned = raw.replace(/[\s,$%]/g, "");
  if (cleaned === "") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function readFree(raw: string | null | undefined, fallback: number): number {
  const value = readNumber(raw);
  if (value === null || value < 0) return fallback;
  return Math.min(value, FREE_INPUT_MAX);
}

function readBounded(raw: string | null | undefined, bounds: Bounded, fallback: number): number {
  const value = readNumber(raw);
  return value === null ? fallback : snap(value, bounds);
}

/**
 * Any scenario a visitor can put in a URL becomes a valid one: bounded inputs are clamped and snapped
 * to their steps, missing or unreadable values take the defaults, and the target adoption is raised
 * to the current adoption when it is lower.
 */
export function normalizeRoiInputs(read: (name: keyof RoiInputs) => string | null | undefined): RoiInputs {
  const currentDigitalAdoption = readBounded(
    read("currentDigitalAdoption"),
    roiBounds.currentDigitalAdoption,
    roiDefaults.currentDigitalAdoption,
  );
  const targetDigitalAdoption = readBounded(
    read("targetDigitalAdoption"),
    roiBounds.targetDigitalAdoption,
    roiDefaults.targetDigitalAdoption,
  );
  return {
    population: readBounded(read("population"), roiBounds.population, roiDefaults.population),
    businesses: readBounded(read("businesses"), roiBounds.businesses, roiDefaults.businesses),
    averageTransactionSize: readFree(read("averageTransactionSize"), roiDefaults.averageTransactionSize),
    monthlyTransactions: readFree(read("monthlyTransactions"), roiDefaults.monthlyTransactions),
    currentDigitalAdoption,
    targetDigitalAdoption: Math.max(targetDigitalAdoption, currentDigitalAdoption),
  };
}

export const roiInputNames = Object.keys(roiDefaults) as (keyof RoiInputs)[];

export function roiInputsFromSearch(search: URLSearchParams): RoiInputs {
  return normalizeRoiInputs((name) => search.get(name));
}

/** The query string of a scenario; empty for the default scenario, so its URL stays canonical. */
export function roiSearch(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const name of roiInputNames) {
    if (inputs[name] !== roiDefaults[name]) params.set(name, String(inputs[name]));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
