import { describe, expect, it } from "vitest";
import { implementationCostNote, roiAssumptions, roiOutputCopy, roiPage } from "./roi";
import { roiRates } from "./roi-model";

describe("How we calculate", () => {
  it("reads as before with the spec's rates", () => {
    expect(roiPage.assumptions).toEqual([
      "Digital revenue is businesses × monthly transactions × average transaction size × digital adoption.",
      "15% of businesses take part; their added spending impact is 23% of their annual transaction volume.",
      "Additional tax revenue is 8% of that impact; jobs created are 30% of participating businesses, rounded down.",
      "Implementation costs $0.50 per resident: your city's own launch effort, not a fee to ShopCity; annual maintenance is 20% of implementation.",
    ]);
  });

  it("follows a change of any rate", () => {
    const text = roiAssumptions({
      ...roiRates,
      participationPercent: 12,
      spendingImpactPercent: 25,
      taxPercent: 7,
      jobsPerParticipatingBusinessPercent: 40,
      implementationDollarsPerResidentPercent: 125,
      maintenancePercentOfImplementation: 15,
    });
    expect(text[1]).toBe(
      "12% of businesses take part; their added spending impact is 25% of their annual transaction volume.",
    );
    expect(text[2]).toBe(
      "Additional tax revenue is 7% of that impact; jobs created are 40% of participating businesses, rounded down.",
    );
    expect(text[3]).toBe(
      "Implementation costs $1.25 per resident: your city's own launch effort, not a fee to ShopCity; annual maintenance is 15% of implementation.",
    );
  });
});

describe("Implementation cost", () => {
  it("keeps the spec's label and says it is the city's own launch effort, not a fee to us", () => {
    expect(roiOutputCopy.implementationCost.label).toBe("Implementation cost");
    expect(roiOutputCopy.implementationCost.note).toBe(
      "Your city's own effort to launch: staff time, and telling local businesses and residents about the platform, estimated at $0.50 per resident. It is not a fee to ShopCity: there is no setup fee.",
    );
    expect(implementationCostNote({ ...roiRates, implementationDollarsPerResidentPercent: 125 })).toContain(
      "estimated at $1.25 per resident",
    );
  });
});
