import { Download, LayoutDashboard, MonitorPlay, Store, type LucideIcon } from "lucide-react";
import { site } from "~/content/site";
import { videoPage, videoSeo, type VideoFeatureIcon } from "~/content/pages/video";
import { pageMeta } from "~/features/seo/meta";
import { CheckList, Container, LinkButton, PageHeader, Section, SectionHeading } from "~/ui/layout";
import type { Route } from "./+types/video";
import { Unhydrated } from "~/ui/unhydrated";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, videoSeo);

// The poster is the largest thing in the first view, and the browser's preload scanner does not
// read a video's `poster`: without this it is found only once the page is laid out.
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: site.video.overviewPoster,
    type: "image/svg+xml",
    fetchPriority: "high",
  },
];

const featureIcons: Record<VideoFeatureIcon, LucideIcon> = {
  "monitor-play": MonitorPlay,
  store: Store,
  "layout-dashboard": LayoutDashboard,
};

export default function VideoPage() {
  const { player, transcript, features, cta } = videoPage;
  return (
    // Text, images and plain links only: kept as the server wrote it, not hydrated.
    <Unhydrated>
      <PageHeader title={videoPage.title} lead={videoPage.lead} />

      <div className="bg-linear-to-b from-surface-dark from-30% to-surface to-30% pb-16 sm:pb-20">
        <Container>
          <div className="mx-auto max-w-4xl">
            <div className="overflow-hidden rounded-card bg-surface-dark shadow-card ring-1 ring-line/40">
              <video
                controls
                preload="none"
                playsInline
                width={1280}
                height={720}
                poster={site.video.overviewPoster}
                aria-label={player.label}
                className="block aspect-video h-auto w-full"
              >
                <source src={site.video.overviewSrc} type={site.video.overviewType} />
                <track
                  kind="captions"
                  src={site.video.overviewCaptions}
                  srcLang="en"
                  label={player.captionsLabel}
                  default
                />
                <p className="p-6 text-on-dark">
                  {player.fallback}{" "}
                  <a href={site.video.overviewSrc} className="underline" download>
                    {player.download}
                  </a>
                </p>
              </video>
            </div>

            <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
              <ul className="flex flex-wrap gap-2 text-sm text-ink-muted">
                {player.facts.map((fact) => (
                  <li key={fact} className="rounded-full border border-line px-3 py-1">
                    {fact}
                  </li>
                ))}
              </ul>
              <a
                href={site.video.overviewSrc}
                download
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
              >
                <Download aria-hidden="true" className="size-5" />
                {player.download}
              </a>
            </div>

            <details className="group mt-6 rounded-card border border-line/70 bg-surface shadow-card">
              <summary className="flex min-h-11 list-none items-center justify-between gap-4 px-6 py-4 text-lg font-semibold">
                {transcript.summary}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 fill-brand transition-transform group-open:rotate-180"
                >
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
                </svg>
              </summary>
              <div className="border-t border-line/70 px-6 py-5">
                <p className="text-ink-muted">{transcript.intro}</p>
                <ol className="mt-4 space-y-5">
                  {transcript.entries.map((entry) => (
                    <li key={entry.time} className="grid gap-1 sm:grid-cols-[4rem_1fr] sm:gap-4">
                      <time
                        dateTime={entry.dateTime}
                        className="font-mono text-sm font-semibold text-brand sm:pt-0.5"
                      >
                        {entry.time}
                      </time>
                      <div>
                        <p>{entry.narration}</p>
                        <p className="mt-1 text-sm text-ink-muted">
                          <span className="font-semibold">{transcript.visualLabel}</span> {entry.visual}
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            </details>
          </div>
        </Container>
      </div>

      <Section tone="alt" labelledBy="video-features">
        <SectionHeading
          id="video-features"
          eyebrow={features.eyebrow}
          title={features.heading}
          intro={features.intro}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {features.cards.map((card) => {
            const Icon = featureIcons[card.icon];
            return (
              <li
                key={card.title}
                className="flex flex-col rounded-card border border-line/70 bg-surface p-6 shadow-card"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
                <p className="mt-2 text-ink-muted">{card.body}</p>
                <CheckList items={card.points} className="mt-5 border-t border-line/70 pt-5" />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="video-cta">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="video-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mt-4 text-lg text-on-dark-muted">{cta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={cta.primary.to} variant="onDark">
              {cta.primary.label}
            </LinkButton>
            <LinkButton to={cta.secondary.to} variant="ghostOnDark">
              {cta.secondary.label}
            </LinkButton>
          </div>
        </div>
      </Section>
    </Unhydrated>
  );
}
