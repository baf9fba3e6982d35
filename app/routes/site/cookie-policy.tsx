import { cookiePolicy } from "~/content/pages/legal";
import { pageMeta } from "~/features/seo/meta";
import { LegalDocumentView } from "~/ui/legal-document";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, cookiePolicy.seo);

export default function Page() {
  return <LegalDocumentView doc={cookiePolicy} />;
}
