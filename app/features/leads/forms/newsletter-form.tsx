import { newsletterFormCopy as copy } from "~/content/lead-forms/newsletter";
import { autofill, defineLeadForm } from "./lead-form-view";

export const newsletterForm = defineLeadForm({
  type: "newsletter",
  anchor: "newsletter-form",
  idPrefix: "newsletter",
  submitLabel: copy.submitLabel,
  layout: "inline",
  groups: [
    {
      fields: [autofill("email", copy.fields.email, "email", { required: true })],
    },
  ],
});
