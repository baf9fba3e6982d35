import { faq } from "~/content/pages/home";
import { Section, SectionHeading } from "~/ui/layout";
import { DetailsFaq } from "~/ui/page-blocks";

/** Home's questions: an exclusive accordion that works without JavaScript and costs no bundle bytes. */
export function Faq() {
  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} />
      <DetailsFaq items={faq.items} group="faq" />
    </Section>
  );
}
