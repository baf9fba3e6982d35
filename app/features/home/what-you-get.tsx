import { whatYouGet } from "~/content/pages/home";
import { PresentationButton } from "~/features/leads/forms/dialog-buttons";
import { Section, SectionHeading } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";
import { WhatYouGetCards } from "./unhydrated-sections";

export function WhatYouGet() {
  return (
    <Section id="what-you-get" tone="alt" labelledBy="what-you-get-title">
      <SectionHeading
        id="what-you-get-title"
        eyebrow={whatYouGet.eyebrow}
        title={whatYouGet.title}
        intro={whatYouGet.intro}
      />
      <Unhydrated>
        <WhatYouGetCards />
      </Unhydrated>
      <div className="mt-12 flex justify-center">
        <PresentationButton label={whatYouGet.presentationCta.label} className="w-full sm:w-auto" />
      </div>
    </Section>
  );
}
