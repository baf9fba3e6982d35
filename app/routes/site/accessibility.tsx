import { Mail } from "lucide-react";
import { accessibilityFacts, accessibilityStatement } from "~/content/pages/accessibility";
import { pageMeta } from "~/features/seo/meta";
import { LinkButton } from "~/ui/layout";
import { LegalDocumentView } from "~/ui/legal-document";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, accessibilityStatement.seo);

export default function Page() {
  return (
    <LegalDocumentView doc={accessibilityStatement}>
      <section
        aria-labelledby="accessibility-facts"
        className="mb-12 rounded-card border border-line/70 p-6 shadow-card sm:p-8"
      >
        <h2 id="accessibility-facts" className="text-xl font-bold">
          {accessibilityFacts.heading}
        </h2>
        <dl className="mt-5 grid gap-5 sm:grid-cols-3">
          {accessibilityFacts.items.map((item) => (
            <div key={item.label}>
              <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{item.label}</dt>
              <dd className="mt-1 text-lg font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
        <LinkButton to={accessibilityFacts.contactHref} className="mt-6">
          <Mail aria-hidden="true" className="size-5" />
          {accessibilityFacts.contactLabel}
        </LinkButton>
      </section>
    </LegalDocumentView>
  );
}
