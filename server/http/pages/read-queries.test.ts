import { describe, expect, it } from "vitest";
import { readsQuery, roiScenarioUrl } from "./read-queries";

describe("roiScenarioUrl", () => {
  it("keeps one scenario under one URL, however it is spelt", () => {
    const canonical = roiScenarioUrl("/roi-calculator?population=80000&businesses=600");
    expect(canonical).toBe("/roi-calculator?population=80000&businesses=600");
    expect(roiScenarioUrl("/roi-calculator?businesses=600&utm_source=x&population=80000")).toBe(canonical);
    expect(roiScenarioUrl("/roi-calculator?population=80000.0&businesses=0600")).toBe(canonical);
  });

  it("keeps the default scenario under the page's own URL", () => {
    expect(roiScenarioUrl("/roi-calculator?population=50000&utm_source=x")).toBe("/roi-calculator");
  });
});

describe("readsQuery", () => {
  it("tells the parameters a page reads from those it does not", () => {
    expect(readsQuery("/roi-calculator", "population=80000")).toBe(true);
    expect(readsQuery("/roi-calculator", "utm_source=x")).toBe(false);
    expect(readsQuery("/features", "q=x")).toBe(false);
  });
});
