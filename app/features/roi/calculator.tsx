import { Printer, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { roiCountNouns, roiHighlights, roiInputCopy, roiOutputCopy, roiPage } from "~/content/roi";
import { site } from "~/content/site";
import { useHydratedInTransition } from "~/lib/use-hydrated";
import { useSettled } from "~/lib/use-settled";
import { buttonStyles } from "~/ui/layout";
import { BenefitCostChart } from "./chart";
import { figureWidthEm, figureWrap, formatResult } from "./format";
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
  population: (value: number) => `${formatCount(value)} ${roiCountNouns.population}`,
  businesses: (value: number) => `${formatCount(value)} ${roiCountNouns.businesses}`,
  averageTransactionSize: (value: number) => formatUsd(value),
  monthlyTransactions: (value: number) => `${formatCount(value)} ${roiCountNouns.monthlyTransactions}`,
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
  const hydrated = useHydratedInTransition();
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
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] print:block">
      <RoiPrintHeader inputs={inputs} hydrated={hydrated} />
      <form
        method="get"
        // Without JavaScript the answer is a new page: it opens at the results, not at the top.
        action="/roi-calculator#roi-results-title"
        aria-labelledby="roi-inputs-title"
        // Sticky only with a scroll of its own: taller than the window, its last controls would
        // take focus out of sight.
        className="space-y-7 self-start rounded-card border border-line/70 bg-surface p-6 shadow-card lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto print:hidden"
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

      <RoiResultsPanel results={results} canPrint={hydrated} />
    </div>
  );
}

function RoiResultsPanel({ results, canPrint }: { results: RoiResults; canPrint: boolean }) {
  return (
    <section aria-labelledby="roi-results-title" className="space-y-8 print:space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="roi-results-title" className="text-2xl font-bold print:text-lg">
          {roiPage.resultsTitle}
        </h2>
        {canPrint ? (
          <button
            type="button"
            className={`${buttonStyles.secondary} print:hidden`}
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" className="size-4" />
            {roiPage.print}
          </button>
        ) : null}
      </div>

      <HighlightCards results={results} />

      <BenefitCostChart results={results} title={roiPage.chartTitle} />

      <div className="print:break-inside-avoid">
        <h3 className="text-lg font-semibold print:text-base">{roiPage.detailsTitle}</h3>
        <dl className="mt-3 divide-y divide-line rounded-card border border-line print:mt-1 print:grid print:grid-cols-2 print:gap-x-6 print:divide-y-0 print:rounded-none print:border-0 print:text-xs">
          {(Object.keys(roiOutputCopy) as (keyof RoiResults)[]).map((key) => {
            const text = formatResult(key, results);
            const { label, note } = roiOutputCopy[key];
            return (
              <div
                key={key}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5 sm:px-4 print:border-b print:border-line print:px-0 print:py-0.5"
              >
                <dt className="min-w-0 flex-1 text-ink-muted">{label}</dt>
                {/* A figure does not break inside (the label wraps instead) unless it is outsized. */}
                <dd className={`text-right font-semibold tabular-nums ${figureWrap(text)}`}>{text}</dd>
                {note ? <dd className="basis-full text-sm text-ink-muted print:text-xs">{note}</dd> : null}
              </div>
            );
          })}
        </dl>
      </div>

      <div className="text-sm text-ink-muted print:break-inside-avoid print:text-xs">
        <h3 className="text-base font-semibold text-ink print:text-sm">{roiPage.assumptionsTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 print:mt-1 print:space-y-0">
          {roiPage.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 print:mt-1">{roiPage.disclaimer}</p>
        <p className="mt-1 print:hidden">{roiPage.shareHint}</p>
      </div>
    </section>
  );
}

/** Only on paper: the report title, where and when it was printed, and the scenario behind it. */
function RoiPrintHeader({ inputs, hydrated }: { inputs: RoiInputs; hydrated: boolean }) {
  // The address and date are only known in the browser; printing happens there.
  const source = hydrated
    ? `${site.name} · ${window.location.origin}/roi-calculator${roiSearch(inputs)} · ${new Date().toLocaleDateString("en-US", { dateStyle: "long" })}`
    : site.name;
  return (
    <div className="hidden print:mb-4 print:block print:break-inside-avoid">
      <p className="text-2xl font-bold">{roiPage.printTitle}</p>
      <p className="mt-1 text-xs [overflow-wrap:anywhere]">{source}</p>
      <h2 className="mt-4 text-lg font-semibold">{roiPage.scenarioTitle}</h2>
      <dl className="mt-1 grid grid-cols-2 gap-x-6 text-sm">
        {roiInputNames.map((name) => (
          <div key={name} className="flex items-baseline justify-between gap-4 border-b border-line py-0.5">
            <dt className="min-w-0">{roiInputCopy[name].label}</dt>
            <dd className="shrink-0 whitespace-nowrap tabular-nums">{valueText[name](inputs[name])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The four large results. A figure does not break (unless outsized, `figureWrap`): the font size follows the width of the longest
 * formatted figure and of the card (container units), and the cards stack into one column when
 * that figure would not fit two side by side at a readable size.
 */
function HighlightCards({ results }: { results: RoiResults }) {
  const figures = roiHighlights.map((key) => ({ key, text: formatResult(key, results) }));
  // Read out once the inputs rest: each arrow key or typed digit would otherwise be 20 words.
  const announcement = useSettled(
    figures.map(({ key, text }) => `${roiOutputCopy[key].label}: ${text}`).join(". "),
    700,
  );
  const widest = Math.max(...figures.map((figure) => figureWidthEm(figure.text)));
  // All four figures share one size, set by the widest. Two columns only while each card can show
  // it at 1.125rem (card padding included).
  const gridStyle = {
    "--roi-figure-em": String(widest),
    "--roi-card-min": `calc(${widest} * 1.125rem + 2.75rem)`,
  } as CSSProperties;
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <dl
        className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,max(var(--roi-card-min),calc((100%_-_1rem)/2))),1fr))] gap-3 sm:gap-4 print:break-inside-avoid print:grid-cols-4 print:gap-3"
        style={gridStyle}
      >
        {figures.map(({ key, text }) => (
          <div
            key={key}
            className="@container flex flex-col rounded-card bg-surface-dark p-4 text-on-dark sm:p-5 print:border print:border-line print:bg-surface print:p-3 print:text-ink"
          >
            <dt className="text-sm text-on-dark-muted print:text-ink-muted">{roiOutputCopy[key].label}</dt>
            <dd
              className={`order-first text-[length:clamp(0.875rem,calc(100cqi/var(--roi-figure-em)),1.875rem)] leading-tight font-extrabold tabular-nums print:text-[length:clamp(0.75rem,calc(100cqi/var(--roi-figure-em)),1.5rem)] ${figureWrap(text)}`}
            >
              {text}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
