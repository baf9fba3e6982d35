import { roiPage } from "~/content/roi";
import { RoiCalculator } from "~/features/roi/calculator";
import { useLocation } from "react-router";
import { roiInputsFromSearch } from "~/features/roi/roi";
import { pageMeta } from "~/features/seo/meta";
import { Container, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/roi-calculator";
import { Static } from "~/ui/static";

/** The scenario comes from the query string, so a shared link or the no-JS form shows its numbers. */
export function loader({ url }: Route.LoaderArgs) {
  return { inputs: roiInputsFromSearch(url.searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { path: "/roi-calculator", ...roiPage.seo });

export default function RoiCalculatorPage({ loaderData }: Route.ComponentProps) {
  // A navigation (e.g. "Reset to defaults") starts from the loader's scenario again.
  const { key } = useLocation();
  return (
    <>
      {/* On paper the calculator prints its own report title; the hero speaks to the screen. */}
      <div className="print:hidden">
        {/* The header is text only: not hydrated (~/ui/static). */}
        <Static>
          <PageHeader title={roiPage.title} lead={roiPage.lead} />
        </Static>
      </div>
      <Container className="py-12 sm:py-16 print:max-w-none print:px-0 print:py-0">
        <RoiCalculator key={key} initial={loaderData.inputs} />
      </Container>
    </>
  );
}
