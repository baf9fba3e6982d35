import { roiOutputCopy } from "~/content/roi";
import { formatUsd, type RoiResults } from "./roi";

const bars = [
  { key: "totalBenefits", label: roiOutputCopy.totalBenefits.label, fill: "#047857" },
  { key: "totalCosts", label: roiOutputCopy.totalCosts.label, fill: "#b91c1c" },
  { key: "netBenefit", label: roiOutputCopy.netBenefit.label, fill: "#1d4ed8" },
] as const;

const width = 400;
const rowHeight = 58;

/** Benefits against costs as horizontal bars; the SVG's title and description carry the numbers. */
export function BenefitCostChart({ results, title }: { results: RoiResults; title: string }) {
  const scale = Math.max(...bars.map((bar) => Math.abs(results[bar.key])), 1);
  const description = bars.map((bar) => `${bar.label}: ${formatUsd(results[bar.key])}`).join(". ");
  return (
    <figure className="max-w-xl print:max-w-sm print:break-inside-avoid">
      <figcaption className="mb-3 font-semibold print:mb-2 print:text-sm">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="roi-chart-title roi-chart-desc"
      >
        <title id="roi-chart-title">{title}</title>
        <desc id="roi-chart-desc">{description}</desc>
        {bars.map((bar, index) => {
          const value = results[bar.key];
          // A visible sliver even for tiny values, so a bar is never missing.
          const length = Math.max(4, (Math.abs(value) / scale) * width);
          const y = index * rowHeight;
          return (
            <g key={bar.key}>
              <text x={0} y={y + 16} fontSize="14" fill="#0f172a">
                {bar.label}
              </text>
              <text x={width} y={y + 16} fontSize="14" fontWeight="600" fill="#0f172a" textAnchor="end">
                {formatUsd(value)}
              </text>
              <rect x={0} y={y + 24} width={length} height={20} rx={4} fill={bar.fill} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
