import { termsOfService } from "~/content/pages/legal";
import { pageMeta } from "~/features/seo/meta";
import { LegalDocumentView } from "~/ui/legal-document";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, termsOfService.seo);

export default function Page() {
  return <LegalDocumentView doc={termsOfService} />;
}
