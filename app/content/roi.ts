import { roiRates, type RoiInputs, type RoiRates, type RoiResults } from "./roi-model";
import { site } from "./site";

const perResident = (rates: RoiRates) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    rates.implementationDollarsPerResidentPercent / 100,
  );

/**
 * What "Implementation cost" stands for, beside its figure. The pricing page says "no setup fee":
 * without this, a buyer reads the figure as a fee of ours and sales explain it on every call.
 */
export const implementationCostNote = (rates: RoiRates) =>
  `Your city's own effort to launch: staff time, and telling local businesses and residents about the platform, estimated at ${perResident(rates)} per resident. It is not a fee to ${site.name}: there is no setup fee.`;

/** "How we calculate", written from the rates the formulas use. */
export function roiAssumptions(rates: RoiRates): readonly string[] {
  return [
    "Digital revenue is businesses × monthly transactions × average transaction size × digital adoption.",
    `${rates.participationPercent}% of businesses take part; their added spending impact is ${rates.spendingImpactPercent}% of their annual transaction volume.`,
    `Additional tax revenue is ${rates.taxPercent}% of that impact; jobs created are ${rates.jobsPerParticipatingBusinessPercent}% of participating businesses, rounded down.`,
    `Implementation costs ${perResident(rates)} per resident: your city's own launch effort, not a fee to ${site.name}; annual maintenance is ${rates.maintenancePercentOfImplementation}% of implementation.`,
  ];
}

export const roiPage = {
  seo: {
    title: "ROI Calculator",
    description:
      "Estimate what a Shop{City}.com platform and voice-first AI assistant could add to your local economy: spending, tax revenue, jobs and return on investment.",
  },
  title: "Estimate your city's return on investment",
  lead: "Move the sliders or type your own numbers. Results update as you go, and the link to this page keeps your scenario so you can share it.",
  inputsTitle: "Your city",
  resultsTitle: "Estimated results",
  calculate: "Calculate",
  print: "Print report",
  reset: "Reset to defaults",
  shareHint: "The address of this page holds your scenario: copy it to share these numbers.",
  printTitle: "ROI scenario report",
  scenarioTitle: "Scenario",
  chartTitle: "Benefits against costs, first year",
  detailsTitle: "All figures",
  assumptionsTitle: "How we calculate",
  assumptions: roiAssumptions(roiRates),
  disclaimer: "Estimates for planning only, based on the figures you enter; not a guarantee of results.",
} as const;

type InputCopy = { label: string; hint: string; unit?: "percent" | "usd" };

export const roiInputCopy: Record<keyof RoiInputs, InputCopy> = {
  population: { label: "Population", hint: "Residents, 10,000 to 500,000" },
  businesses: { label: "Local businesses", hint: "50 to 5,000" },
  averageTransactionSize: { label: "Average transaction size", hint: "US dollars per purchase", unit: "usd" },
  monthlyTransactions: {
    label: "Monthly transactions per business",
    hint: "Purchases per business each month",
  },
  currentDigitalAdoption: {
    label: "Current digital adoption",
    hint: "Share of sales made online today",
    unit: "percent",
  },
  targetDigitalAdoption: {
    label: "Target digital adoption",
    hint: "Never below the current adoption",
    unit: "percent",
  },
};

/** What the counted inputs count, after the number: "50,000 residents". */
export const roiCountNouns = {
  population: "residents",
  businesses: "businesses",
  monthlyTransactions: "transactions",
} as const satisfies Partial<Record<keyof RoiInputs, string>>;

/** `note`: what a figure stands for, where its label alone would be misread. */
export const roiOutputCopy: Record<
  Exclude<keyof RoiResults, "roiPercent">,
  { label: string; kind: "usd" | "count"; note?: string }
> &
  Record<"roiPercent", { label: string; kind: "percent"; note?: string }> = {
  currentMonthlyRevenue: { label: "Current monthly digital revenue", kind: "usd" },
  potentialMonthlyRevenue: { label: "Potential monthly digital revenue", kind: "usd" },
  monthlyIncrease: { label: "Monthly increase", kind: "usd" },
  annualIncrease: { label: "Annual increase", kind: "usd" },
  participatingBusinesses: { label: "Participating businesses", kind: "count" },
  annualImpact: { label: "Annual economic impact", kind: "usd" },
  additionalTaxRevenue: { label: "Additional tax revenue", kind: "usd" },
  jobsCreated: { label: "Jobs created", kind: "count" },
  implementationCost: { label: "Implementation cost", kind: "usd", note: implementationCostNote(roiRates) },
  annualMaintenanceCost: { label: "Annual maintenance cost", kind: "usd" },
  totalBenefits: { label: "Total benefits", kind: "usd" },
  totalCosts: { label: "Total costs", kind: "usd" },
  netBenefit: { label: "Net benefit", kind: "usd" },
  roiPercent: { label: "Return on investment", kind: "percent" },
};

/** The four results shown large; every figure is also in the full list. */
export const roiHighlights = ["netBenefit", "roiPercent", "annualImpact", "jobsCreated"] as const;
