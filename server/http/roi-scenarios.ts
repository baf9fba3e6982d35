import type { Logger } from "pino";
import { pageLike, type FixedResponse } from "./fixed-response";

/**
 * ROI scenarios answered without React Router: a scenario's page is the prerendered
 * /roi-calculator page with the default scenario's calculator replaced by the scenario's, which
 * the server build renders on its own (app/features/roi/scenario-markup.tsx). The page's data is
 * the same for every scenario (the route reads the scenario from the URL), so nothing else in it
 * differs: not its scripts, not its CSP.
 */

/** What the server build's entry module exports for this (app/entry.server.tsx). */
export type RoiScenarioRenderer = {
  /** The scenario a query string means, as its canonical query string ("" for the defaults). */
  roiScenarioKey(search: string): string;
  /** The calculator's HTML for that scenario. */
  roiCalculatorMarkup(search: string): string;
};

export type ScenarioSource = {
  /** What the page for a URL is kept under: equal for URLs that mean the same scenario. */
  key(url: string): string;
  load(key: string): Promise<FixedResponse>;
};

export const roiPath = "/roi-calculator";

/**
 * The page around the calculator, split where the default scenario's calculator is: undefined
 * unless that markup is found exactly once, because only then is the split certain.
 */
export function splitAround(page: string, markup: string): { prefix: string; suffix: string } | undefined {
  const at = page.indexOf(markup);
  if (markup === "" || at === -1 || page.indexOf(markup, at + 1) !== -1) return undefined;
  return { prefix: page.slice(0, at), suffix: page.slice(at + markup.length) };
}

function isRenderer(module: unknown): module is RoiScenarioRenderer {
  const candidate = module as Partial<RoiScenarioRenderer> | undefined;
  return (
    typeof candidate?.roiScenarioKey === "function" && typeof candidate.roiCalculatorMarkup === "function"
  );
}

/**
 * Where ROI scenario pages come from: put together from the prerendered page when the build
 * allows it, else `render` (React Router's whole page), with a logged reason. A page put together
 * is compressed whole, quickly, like any page made while a visitor waits.
 */
export function roiScenarioSource(options: {
  template: FixedResponse | undefined;
  entry: unknown;
  render: (url: string) => Promise<FixedResponse>;
  log: Pick<Logger, "warn">;
}): ScenarioSource {
  const { template, entry, render } = options;
  const wholePages: ScenarioSource = { key: (url) => url, load: render };
  const refuse = (reason: string) => {
    options.log.warn({ reason }, "ROI scenarios are rendered by React Router, page by page");
    return wholePages;
  };
  if (!template) return refuse(`${roiPath} is not prerendered`);
  if (!isRenderer(entry)) return refuse("the server build exports no calculator renderer");
  const parts = splitAround(template.body.toString("utf8"), entry.roiCalculatorMarkup(""));
  if (!parts) return refuse("the default calculator's markup is not found once in the prerendered page");

  const prefix = Buffer.from(parts.prefix, "utf8");
  const suffix = Buffer.from(parts.suffix, "utf8");
  const searchOf = (url: string) => {
    const query = url.indexOf("?");
    return query === -1 ? "" : url.slice(query);
  };
  return {
    key: (url) => roiPath + entry.roiScenarioKey(searchOf(url)),
    load: async (key) => {
      const search = searchOf(key);
      if (search === "") return template;
      const markup = Buffer.from(entry.roiCalculatorMarkup(search), "utf8");
      return pageLike(template, Buffer.concat([prefix, markup, suffix]), "fast");
    },
  };
}
