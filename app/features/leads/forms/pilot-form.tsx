import { Link } from "react-router";
import { populationSizeOptions } from "~/content/leads";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "~/ui/layout";
import { LeadForm } from "./lead-form";
import { SuccessScreen } from "./deferred-results";
import { defineLeadForm } from "./types";

export const pilotForm = defineLeadForm({
  type: "pilot",
  action: "/pilot",
  anchor: "pilot-form",
  idPrefix: "pilot",
  submitLabel: "Submit Application",
  groups: [
    {
      fields: [
        {
          name: "municipalityName",
          label: "Municipality name",
          kind: "text",
          required: true,
          autoComplete: "organization",
        },
        { name: "name", label: "Your name", kind: "text", required: true, autoComplete: "name", half: true },
        {
          name: "jobTitle",
          label: "Job title",
          kind: "text",
          required: true,
          autoComplete: "organization-title",
          half: true,
        },
        {
          name: "email",
          label: "Email",
          kind: "email",
          required: true,
          autoComplete: "email",
          hint: "Your work address, so we can reply.",
        },
        {
          name: "populationSize",
          label: "Population size",
          kind: "select",
          options: populationSizeOptions,
          placeholder: "Select a population size",
        },
      ],
    },
  ],
});

export const pilotSuccess = {
  title: "Application Submitted",
  again: "Submit Another Application",
} as const;

/** The pilot application (home page and /pilot). After success: "Application Submitted". */
export function PilotForm({
  labelledBy,
  headingLevel = 3,
}: {
  labelledBy?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const hydrated = useHydrated();
  return (
    <LeadForm
      form={pilotForm}
      labelledBy={labelledBy}
      summaryHeadingLevel={headingLevel}
      success={({ notice, again, againHref }) => (
        <SuccessScreen
          title={pilotSuccess.title}
          headingLevel={headingLevel}
          actions={
            hydrated ? (
              <button type="button" className={buttonStyles.secondary} onClick={again}>
                {pilotSuccess.again}
              </button>
            ) : (
              <Link to={againHref} className={buttonStyles.secondary}>
                {pilotSuccess.again}
              </Link>
            )
          }
        >
          <p>{notice.description}</p>
        </SuccessScreen>
      )}
    />
  );
}
