import { describe, expect, it } from "vitest";
import { canRequestLive, launchSteps, type LaunchFacts } from "./steps";

const start: LaunchFacts = {
  brandComplete: false,
  brandStarted: false,
  brandSavedAt: null,
  businessCount: 0,
  importedAt: null,
  review: "none",
  requestedAt: null,
  reviewedAt: null,
  createdAt: "2027-01-01T00:00:00.000Z",
};

describe("launch steps", () => {
  it("starts with everything to do, waiting on the city since it began", () => {
    expect(launchSteps(start)).toEqual({
      brand: "todo",
      import: "todo",
      live: "todo",
      waitsOn: "city",
      since: start.createdAt,
    });
  });

  it("may ask to go live only with brand and list done", () => {
    const ready = { ...start, brandComplete: true, brandStarted: true, businessCount: 3 };
    expect(canRequestLive(launchSteps({ ...start, brandStarted: true, businessCount: 3 }))).toBe(false);
    expect(canRequestLive(launchSteps(ready))).toBe(true);
    const requested = { ...ready, review: "requested" as const, requestedAt: "2027-01-05T00:00:00.000Z" };
    expect(launchSteps(requested)).toMatchObject({
      live: "waiting",
      waitsOn: "team",
      since: requested.requestedAt,
    });
    expect(canRequestLive(launchSteps(requested))).toBe(false);
    const returned = { ...requested, review: "returned" as const, reviewedAt: "2027-01-06T00:00:00.000Z" };
    expect(launchSteps(returned)).toMatchObject({ live: "in_progress", waitsOn: "city" });
    expect(canRequestLive(launchSteps(returned))).toBe(true);
    expect(launchSteps({ ...returned, review: "live" })).toMatchObject({ live: "done", waitsOn: "nobody" });
  });
});
