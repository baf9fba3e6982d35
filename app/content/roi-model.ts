/**
 * The ROI calculator's business constants and the shapes of its inputs and results, as the
 * product specification sets them. The formulas in app/features/roi use these rates, and the
 * "How we calculate" text is written from them, so the two cannot drift apart.
 */

export type RoiInputs = {
  population: number;
  businesses: number;
  averageTransactionSize: number;
  monthlyTransactions: number;
  /** Percent, 0-100. */
  currentDigitalAdoption: number;
  /** Percent, from currentDigitalAdoption up to 100. */
  targetDigitalAdoption: number;
};

export type RoiResults = {
  currentMonthlyRevenue: number;
  potentialMonthlyRevenue: number;
  monthlyIncrease: number;
  annualIncrease: number;
  participatingBusinesses: number;
  annualImpact: number;
  additionalTaxRevenue: number;
  jobsCreated: number;
  implementationCost: number;
  annualMaintenanceCost: number;
  totalBenefits: number;
  totalCosts: number;
  netBenefit: number;
  /** Net benefit over total costs, in percent; null when there are no costs to divide by. */
  roiPercent: number | null;
};

export type RoiRates = {
  /** Share of businesses that take part. */
  participationPercent: number;
  /** Their added spending, as a share of their annual transaction volume. */
  spendingImpactPercent: number;
  /** Additional tax revenue, as a share of the spending impact. */
  taxPercent: number;
  /** Jobs created, as a share of participating businesses (rounded down). */
  jobsPerParticipatingBusinessPercent: number;
  /** Implementation cost per resident, in percent of a dollar (50 is $0.50). */
  implementationDollarsPerResidentPercent: number;
  /** Annual maintenance, as a share of the implementation cost. */
  maintenancePercentOfImplementation: number;
};

export const roiRates = {
  participationPercent: 15,
  spendingImpactPercent: 23,
  taxPercent: 8,
  jobsPerParticipatingBusinessPercent: 30,
  implementationDollarsPerResidentPercent: 50,
  maintenancePercentOfImplementation: 20,
} as const satisfies RoiRates;
