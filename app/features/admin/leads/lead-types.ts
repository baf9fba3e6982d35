import type { LeadType } from "~/content/leads";

/** Each lead type's colour in the chart and its legend (theme tokens chart-1 to chart-6). */
export const typeColours: Record<LeadType, { fill: string; swatch: string }> = {
  contact: { fill: "fill-chart-1", swatch: "bg-chart-1" },
  demo: { fill: "fill-chart-2", swatch: "bg-chart-2" },
  pilot: { fill: "fill-chart-3", swatch: "bg-chart-3" },
  download_presentation: { fill: "fill-chart-4", swatch: "bg-chart-4" },
  partner: { fill: "fill-chart-5", swatch: "bg-chart-5" },
  newsletter: { fill: "fill-chart-6", swatch: "bg-chart-6" },
};
