import { Link } from "react-router";
import { pilotFormCopy as copy } from "~/content/lead-forms/pilot";
import { populationSizeOptions } from "~/content/leads";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonStyles } from "~/ui/layout";
import { SuccessScreen, type SuccessScreenProps } from "./lead-form";
import { autofill, defineLeadForm } from "./lead-form-view";

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

/**
 * What replaces the pilot application (home page and /pilot) after success: "Application
 * Submitted", and a way to send another.
 */
export function PilotSuccess({
  notice,
  again,
  againHref,
  headingLevel,
}: SuccessScreenProps & { headingLevel: 2 | 3 | 4 }) {
  const hydrated = useHydrated();
  return (
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
  );
}
