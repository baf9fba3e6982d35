import { newsletterFormCopy as copy } from "~/content/lead-forms/newsletter";
import { LeadForm } from "./lead-form";
import { autofill, defineLeadForm } from "./types";

export const newsletterForm = defineLeadForm({
  type: "newsletter",
  anchor: "newsletter-form",
  idPrefix: "newsletter",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [autofill("email", copy.fields.email, "email", { required: true })],
    },
  ],
});

/** The newsletter sign-up (every page's footer and /newsletter): one field and the button. */
export function NewsletterForm({
  labelledBy,
  idPrefix,
  summaryHeadingLevel,
}: {
  labelledBy?: string;
  idPrefix?: string;
  summaryHeadingLevel?: 2 | 3 | 4;
}) {
  return (
    <LeadForm
      form={newsletterForm}
      layout="inline"
      labelledBy={labelledBy}
      idPrefix={idPrefix}
      summaryHeadingLevel={summaryHeadingLevel}
    />
  );
}
