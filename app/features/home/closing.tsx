import { closing } from "~/content/pages/home-sections";
import { site } from "~/content/site";
import { LinkButton, Section } from "~/ui/layout";

export function Closing() {
  const { demo, call, email, calculator } = closing.actions;
  return (
    <Section tone="dark" labelledBy="closing-title">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {closing.title}
        </h2>
        <p className="mt-4 text-lg text-on-dark-muted">{closing.intro}</p>
      </div>
      {/* Wider than the text, so the four actions sit in one row on a laptop; full width on phones. */}
      <div className="mx-auto mt-8 grid max-w-sm gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
        <LinkButton to={demo.to} variant="onDark">
          {demo.label}
        </LinkButton>
        <LinkButton to={call.to} variant="ghostOnDark">
          {call.label}
        </LinkButton>
        <LinkButton
          to={`mailto:${site.email}?subject=${encodeURIComponent(email.subject)}`}
          variant="ghostOnDark"
        >
          {email.label}
        </LinkButton>
        <LinkButton to={calculator.to} variant="ghostOnDark">
          {calculator.label}
        </LinkButton>
      </div>
    </Section>
  );
}
