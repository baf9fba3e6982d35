import { roiOutputCopy } from "~/content/roi";
import { formatCount, formatRoiPercent, formatUsd, type RoiResults } from "./roi";

export function formatResult(key: keyof RoiResults, results: RoiResults): string {
  const kind = roiOutputCopy[key].kind;
  if (key === "roiPercent") return formatRoiPercent(results.roiPercent);
  const value = results[key] as number;
  return kind === "usd" ? formatUsd(value) : formatCount(value);
}

/** Rough advance widths (in em) of bold figures: digits and "$" are about 0.7em, separators far less. */
const glyphEm: Record<string, number> = { ",": 0.4, ".": 0.4, "+": 0.85, "-": 0.45, "%": 1 };

/**
 * Approximate width of a formatted figure in em, so its font size can be chosen to fit its box
 * (long sums get a smaller font instead of breaking across lines).
 */
export function figureWidthEm(text: string): number {
  let em = 0;
  for (const char of text) em += glyphEm[char] ?? 0.7;
  return Math.max(1, Math.round(em * 100) / 100);
}

/**
 * How a figure may wrap: never, up to the longest a plausible city reaches (about
 * "$60,000,000,000"); past that (the free inputs have no upper bound) anywhere, so a page at
 * phone width still fits it instead of scrolling sideways.
 */
export const figureWrap = (text: string) =>
  text.length > 16 ? "min-w-0 wrap-anywhere" : "shrink-0 whitespace-nowrap";
