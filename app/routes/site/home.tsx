import { faq, homeSeo } from "~/content/pages/home";
import { Hero } from "~/features/home/hero";
import { Pilot } from "~/features/home/pilot";
import { Closing, Faq, HowItWorks, Results, Stakeholders } from "~/features/home/unhydrated-sections";
import { WhatYouGet } from "~/features/home/what-you-get";
import { pageMeta } from "~/features/seo/meta";
import { Unhydrated } from "~/ui/unhydrated";
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
      <Unhydrated>
        <HowItWorks />
      </Unhydrated>
      {/* Its cards are not hydrated; its presentation button opens a dialog, so it hydrates. */}
      <WhatYouGet />
      <Unhydrated>
        <Stakeholders />
        <Results />
        <Faq />
      </Unhydrated>
      <Pilot />
      <Unhydrated>
        <Closing />
      </Unhydrated>
    </>
  );
}
