import { useMemo } from "react";
import { useLocation } from "react-router";
import { roiPage } from "~/content/roi";
import { RoiCalculator } from "~/features/roi/calculator";
import { roiInputsFromSearch } from "~/features/roi/roi";
import { pageMeta } from "~/features/seo/meta";
import { Container, PageHeader } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";
import type { Route } from "./+types/roi-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { path: "/roi-calculator", ...roiPage.seo });

/**
 * The scenario comes from the query string, so a shared link or the no-JS form shows its numbers.
 * It is read from the location rather than returned by a loader: the page's data is then the same
 * for every scenario, so a client navigation between scenarios fetches nothing.
 */
export default function RoiCalculatorPage() {
  // A navigation (e.g. "Reset to defaults") starts from the URL's scenario again.
  const { key, search } = useLocation();
  const initial = useMemo(() => roiInputsFromSearch(new URLSearchParams(search)), [search]);
  return (
    <>
      {/* On paper the calculator prints its own report title; the hero speaks to the screen. */}
      <div className="print:hidden">
        {/* The header is text only: not hydrated (~/ui/unhydrated). */}
        <Unhydrated>
          <PageHeader title={roiPage.title} lead={roiPage.lead} />
        </Unhydrated>
      </div>
      <Container className="py-12 sm:py-16 print:max-w-none print:px-0 print:py-0">
        <RoiCalculator key={key} initial={initial} />
      </Container>
    </>
  );
}
