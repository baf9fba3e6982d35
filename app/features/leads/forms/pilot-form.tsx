import { Link } from "react-router";
import { pilotFormCopy as copy } from "~/content/lead-forms/pilot";
import { populationSizeOptions } from "~/content/leads";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "~/ui/layout";
import { LeadForm } from "./lead-form";
import { SuccessScreen } from "./success-screen";
import { autofill, defineLeadForm } from "./types";

export const pilotForm = defineLeadForm({
  type: "pilot",
  anchor: "pilot-form",
  idPrefix: "pilot",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        autofill("municipalityName", copy.fields.municipalityName, "organization", { required: true }),
        autofill("name", copy.fields.name, "name", { required: true, half: true }),
        autofill("jobTitle", copy.fields.jobTitle, "organization-title", { required: true, half: true }),
        autofill("email", copy.fields.email, "email", { required: true }),
        {
          name: "populationSize",
          ...copy.fields.populationSize,
          kind: "select",
          options: populationSizeOptions,
        },
      ],
    },
  ],
});

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
          title={copy.success.title}
          headingLevel={headingLevel}
          actions={
            hydrated ? (
              <button type="button" className={buttonStyles.secondary} onClick={again}>
                {copy.success.again}
              </button>
            ) : (
              <Link to={againHref} className={buttonStyles.secondary}>
                {copy.success.again}
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
