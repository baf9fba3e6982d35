import { closing } from "~/content/home";
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
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={demo.to} variant="onDark">
            {demo.label}
          </LinkButton>
          <LinkButton to={call.to} variant="ghostOnDark">
            {call.label}
          </LinkButton>
          <LinkButton to={`mailto:${site.email}?subject=${encodeURIComponent("City platform enquiry")}`} variant="ghostOnDark">
            {email.label}
          </LinkButton>
          <LinkButton to={calculator.to} variant="ghostOnDark">
            {calculator.label}
          </LinkButton>
        </div>
      </div>
    </Section>
  );
}
