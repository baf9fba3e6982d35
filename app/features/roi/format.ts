import { roiOutputCopy } from "~/content/roi";
import { formatCount, formatRoiPercent, formatUsd, type RoiResults } from "./roi";

export function formatResult(key: keyof RoiResults, results: RoiResults): string {
  const kind = roiOutputCopy[key].kind;
  if (key === "roiPercent") return formatRoiPercent(results.roiPercent);
  const value = results[key] as number;
  return kind === "usd" ? formatUsd(value) : formatCount(value);
}
