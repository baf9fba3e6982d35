import { results } from "~/content/pages/home-sections";
import { Section, SectionHeading } from "~/ui/layout";

export function Results() {
  return (
    <Section id="case-studies" tone="dark" labelledBy="case-studies-title">
      <SectionHeading
        id="case-studies-title"
        eyebrow={results.eyebrow}
        title={results.title}
        intro={results.intro}
        dark
      />
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {results.figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col rounded-card border border-white/15 bg-white/5 p-6 text-center"
          >
            <dt className="text-on-dark-muted">{figure.label}</dt>
            <dd className="order-first text-4xl font-extrabold">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-16 text-center text-2xl font-bold">{results.testimonialsTitle}</h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-on-dark-muted">
        {results.testimonialsNote}
      </p>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {results.testimonials.map((item) => (
          <li key={item.role}>
            <figure className="h-full rounded-card bg-white p-6 text-ink">
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {results.testimonialTag}
              </p>
              <blockquote className="mt-2 text-lg">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm text-ink-muted">
                <span className="font-semibold text-ink">{item.role}</span>, {item.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
