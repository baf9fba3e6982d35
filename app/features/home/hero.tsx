import { Mic } from "lucide-react";
import { hero } from "~/content/pages/home";
import { WatchVideoButton } from "~/features/video/watch-video-button";
import { Container, LinkButton } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-surface-dark text-on-dark">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(29_78_216/0.55),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(4_120_87/0.35),transparent)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          {/* Everything but the video button is text and links: not hydrated. */}
          <Unhydrated>
            <p className="text-sm font-semibold tracking-wide text-on-dark-muted uppercase">{hero.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
            >
              {hero.headline}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-on-dark-muted sm:text-xl">{hero.subline}</p>
          </Unhydrated>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={hero.primaryCta.to} variant="onDark">
              {hero.primaryCta.label}
            </LinkButton>
            <WatchVideoButton label={hero.videoCta.label} variant="ghostOnDark" />
          </div>
          <Unhydrated>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-sm text-on-dark-muted">{stat.label}</dt>
                  <dd className="order-first text-2xl font-bold sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Unhydrated>
        </div>
        <Unhydrated>
          <figure className="rounded-card border border-white/15 bg-white/5 p-5 shadow-card backdrop-blur sm:p-6">
            <figcaption className="flex items-center gap-3 text-sm text-on-dark-muted">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand">
                <Mic aria-hidden="true" className="size-5 text-white" />
              </span>
              {hero.voicePromptLabel}
            </figcaption>
            <blockquote className="mt-4 rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-lg font-medium text-ink">
              “{hero.voicePrompt}”
            </blockquote>
            <p className="mt-3 ml-auto max-w-[92%] rounded-2xl rounded-tr-sm bg-brand px-4 py-3 text-white">
              {hero.voiceAnswer}
            </p>
          </figure>
        </Unhydrated>
      </Container>
    </section>
  );
}
