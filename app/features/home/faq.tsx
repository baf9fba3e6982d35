import { ChevronDown } from "lucide-react";
import { faq } from "~/content/home";
import { Section, SectionHeading } from "~/ui/layout";

/**
 * An exclusive accordion from native <details name>: one answer open at a time, the first open at
 * start, the open one closes on click; it works without JavaScript and costs no bundle bytes.
 */
export function Faq() {
  return (
    <Section id="faq" labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} />
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line">
        {faq.items.map((item, index) => (
          <details key={item.question} name="faq" open={index === 0} className="group">
            <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:bg-surface-alt">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
