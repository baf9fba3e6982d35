import { faq, homeSeo } from "~/content/home";
import { Hero } from "~/features/home/hero";
import { Pilot } from "~/features/home/pilot";
import { Closing, Faq, HowItWorks, Results, Stakeholders } from "~/features/home/static-sections";
import { WhatYouGet } from "~/features/home/what-you-get";
import { pageMeta } from "~/features/seo/meta";
import { Static } from "~/ui/static";
import type { Route } from "./+types/home";

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faq.items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { path: "/", ...homeSeo, jsonLd: [faqJsonLd] });

export default function Home() {
  return (
    <>
      <Hero />
      {/* Text, links and native <details>: kept as the server wrote them, not hydrated. */}
      <Static>
        <HowItWorks />
      </Static>
      {/* Its cards are static; its presentation button opens a dialog, so it hydrates. */}
      <WhatYouGet />
      <Static>
        <Stakeholders />
        <Results />
        <Faq />
      </Static>
      <Pilot />
      <Static>
        <Closing />
      </Static>
    </>
  );
}
