import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { RoiCalculator } from "./calculator";
import { roiInputsFromSearch, roiSearch } from "./roi";

/**
 * The calculator's HTML for a scenario's query string, rendered on its own: the server puts it
 * into the prerendered /roi-calculator page in place of the default scenario's: rendering the
 * whole page through React Router costs far more than the calculator alone (docs/benchmarks.md,
 * "Side by side with nginx").
 *
 * It must be the very markup the page's own render gives, or hydration would differ: the server
 * checks that at start against the prerendered page, and tests compare it for many scenarios with
 * React Router's render. The memory router only gives `Link` the context it reads; every link here
 * is absolute.
 */
export function roiCalculatorMarkup(search: string): string {
  return renderToString(
    <MemoryRouter>
      <RoiCalculator initial={roiInputsFromSearch(new URLSearchParams(search))} />
    </MemoryRouter>,
  );
}

/** The canonical query string of the scenario a query string means: "" for the defaults. */
export function roiScenarioKey(search: string): string {
  return roiSearch(roiInputsFromSearch(new URLSearchParams(search)));
}
