import { privacyPolicy } from "~/content/pages/legal";
import { pageMeta } from "~/features/seo/meta";
import { LegalDocumentView } from "~/ui/legal-document";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, privacyPolicy.seo);

export default function Page() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
