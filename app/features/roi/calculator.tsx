import { Printer, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { roiHighlights, roiInputCopy, roiOutputCopy, roiPage } from "~/content/roi";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "~/ui/layout";
import { BenefitCostChart } from "./chart";
import { formatResult } from "./format";
import { NumberField } from "./number-field";
import {
  calculateRoi,
  formatCount,
  formatUsd,
  normalizeRoiInputs,
  roiBounds,
  roiInputNames,
  roiSearch,
  type RoiInputs,
  type RoiResults,
} from "./roi";

const valueText = {
  population: (value: number) => `${formatCount(value)} residents`,
  businesses: (value: number) => `${formatCount(value)} businesses`,
  averageTransactionSize: (value: number) => formatUsd(value),
  monthlyTransactions: (value: number) => `${formatCount(value)} transactions`,
  currentDigitalAdoption: (value: number) => `${value}%`,
  targetDigitalAdoption: (value: number) => `${value}%`,
} satisfies Record<keyof RoiInputs, (value: number) => string>;

/** Keeps the scenario in the address bar without a navigation, so the page can be shared. */
function useScenarioInUrl(inputs: RoiInputs, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}${roiSearch(inputs)}`;
      if (url !== `${window.location.pathname}${window.location.search}`) {
        window.history.replaceState(window.history.state, "", url);
      }
    }, 250);
    return () => window.clearTimeout(timer);
  }, [inputs, enabled]);
}

export function RoiCalculator({ initial }: { initial: RoiInputs }) {
  const hydrated = useHydrated();
  const [inputs, setInputs] = useState(initial);
  const results = useMemo(() => calculateRoi(inputs), [inputs]);
  useScenarioInUrl(inputs, hydrated);

  const update = (name: keyof RoiInputs, value: number) => {
    setInputs((previous) => {
      const next = { ...previous, [name]: value };
      // Moving the current adoption above the target pulls the target up with it.
      return normalizeRoiInputs((key) => String(next[key]));
    });
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <form
        method="get"
        action="/roi-calculator"
        aria-labelledby="roi-inputs-title"
        className="space-y-7 self-start rounded-card border border-line/70 bg-surface p-6 shadow-card lg:sticky lg:top-20 print:hidden"
        onSubmit={(event) => {
          // With JavaScript the results are already live; the submit is the no-JS path.
          if (hydrated) event.preventDefault();
        }}
      >
        <h2 id="roi-inputs-title" className="text-2xl font-bold">
          {roiPage.inputsTitle}
        </h2>
        {roiInputNames.map((name) => {
          const copy = roiInputCopy[name];
          const bounds =
            name === "targetDigitalAdoption"
              ? { ...roiBounds.targetDigitalAdoption, min: inputs.currentDigitalAdoption }
              : name in roiBounds
                ? roiBounds[name as keyof typeof roiBounds]
                : undefined;
          return (
            <NumberField
              key={name}
              name={name}
              label={copy.label}
              hint={copy.hint}
              value={inputs[name]}
              bounds={bounds}
              valueText={valueText[name]}
              prefix={copy.unit === "usd" ? "$" : undefined}
              suffix={copy.unit === "percent" ? "%" : undefined}
              onChange={(value) => update(name, value)}
            />
          );
        })}
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          {hydrated ? null : (
            <button type="submit" className={buttonStyles.primary}>
              {roiPage.calculate}
            </button>
          )}
          <Link to="/roi-calculator" className={buttonStyles.secondary}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {roiPage.reset}
          </Link>
        </div>
      </form>

      <RoiResultsPanel inputs={inputs} results={results} canPrint={hydrated} />
    </div>
  );
}

function RoiResultsPanel({ inputs, results, canPrint }: { inputs: RoiInputs; results: RoiResults; canPrint: boolean }) {
  return (
    <section aria-labelledby="roi-results-title" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="roi-results-title" className="text-2xl font-bold">
          {roiPage.resultsTitle}
        </h2>
        {canPrint ? (
          <button type="button" className={`${buttonStyles.secondary} print:hidden`} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {roiPage.print}
          </button>
        ) : null}
      </div>

      <div className="hidden print:block">
        <h3 className="text-lg font-semibold">{roiPage.scenarioTitle}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
          {roiInputNames.map((name) => (
            <div key={name} className="flex justify-between gap-4 border-b border-line py-1">
              <dt>{roiInputCopy[name].label}</dt>
              <dd className="tabular-nums">{valueText[name](inputs[name])}</dd>
            </div>
          ))}
        </dl>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:gap-4" aria-live="polite" aria-atomic="true">
        {roiHighlights.map((key) => (
          <div key={key} className="flex flex-col rounded-card bg-surface-dark p-4 text-on-dark sm:p-5 print:border print:border-line print:bg-surface print:text-ink">
            <dt className="text-sm text-on-dark-muted print:text-ink-muted">{roiOutputCopy[key].label}</dt>
            <dd className="order-first text-xl font-extrabold tabular-nums [overflow-wrap:anywhere] sm:text-3xl">{formatResult(key, results)}</dd>
          </div>
        ))}
      </dl>

      <BenefitCostChart results={results} title={roiPage.chartTitle} />

      <div>
        <h3 className="text-lg font-semibold">{roiPage.detailsTitle}</h3>
        <dl className="mt-3 divide-y divide-line rounded-card border border-line print:text-sm">
          {(Object.keys(roiOutputCopy) as (keyof RoiResults)[]).map((key) => (
            <div key={key} className="flex justify-between gap-4 px-4 py-2.5 print:py-1">
              <dt className="text-ink-muted">{roiOutputCopy[key].label}</dt>
              <dd className="text-right font-semibold tabular-nums [overflow-wrap:anywhere]">{formatResult(key, results)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="text-sm text-ink-muted">
        <h3 className="text-base font-semibold text-ink">{roiPage.assumptionsTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {roiPage.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3">{roiPage.disclaimer}</p>
        <p className="mt-1 print:hidden">{roiPage.shareHint}</p>
      </div>
    </section>
  );
}
