/** The three launch steps and their states, read from a launch's stored facts. */

export type StepState = "todo" | "in_progress" | "waiting" | "done";

/** The facts the states follow from; the server reads them from the `launches` row. */
export type LaunchFacts = {
  brandComplete: boolean;
  brandStarted: boolean;
  brandSavedAt: string | null;
  businessCount: number;
  importedAt: string | null;
  review: "none" | "requested" | "returned" | "live";
  requestedAt: string | null;
  reviewedAt: string | null;
  createdAt: string;
};

export type Steps = {
  brand: StepState;
  import: StepState;
  live: StepState;
  /** Who must act next, and since when (ISO): the team's view sorts and ages by it. */
  waitsOn: "city" | "team" | "nobody";
  since: string;
};

export function launchSteps(facts: LaunchFacts): Steps {
  const brand: StepState = facts.brandComplete ? "done" : facts.brandStarted ? "in_progress" : "todo";
  const imported: StepState = facts.businessCount > 0 ? "done" : "todo";
  const live: StepState =
    facts.review === "live"
      ? "done"
      : facts.review === "requested"
        ? "waiting"
        : facts.review === "returned"
          ? "in_progress"
          : "todo";
  const latest = [facts.createdAt, facts.brandSavedAt, facts.importedAt, facts.reviewedAt]
    .filter((time): time is string => Boolean(time))
    .sort()
    .at(-1)!;
  if (live === "done") return { brand, import: imported, live, waitsOn: "nobody", since: facts.reviewedAt! };
  if (live === "waiting")
    return { brand, import: imported, live, waitsOn: "team", since: facts.requestedAt! };
  return { brand, import: imported, live, waitsOn: "city", since: latest };
}

/** Whether the city may ask to go live now: steps 1 and 2 done, and no request pending or done. */
export const canRequestLive = (steps: Steps) =>
  steps.brand === "done" &&
  steps.import === "done" &&
  (steps.live === "todo" || steps.live === "in_progress");
