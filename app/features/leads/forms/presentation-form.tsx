import { presentationFormCopy as copy } from "~/content/lead-forms/presentation";
import { cityOfInterestOptions } from "~/content/leads";
import { autofill, defineLeadForm } from "./lead-form-view";

export const presentationForm = defineLeadForm({
  type: "download_presentation",
  anchor: "presentation-form",
  idPrefix: "presentation",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        autofill("firstName", copy.fields.firstName, "given-name", { required: true, half: true }),
        autofill("lastName", copy.fields.lastName, "family-name", { required: true, half: true }),
        autofill("email", copy.fields.email, "email", { required: true }),
        autofill("company", copy.fields.company, "organization", { required: true, half: true }),
        autofill("title", copy.fields.title, "organization-title", { half: true }),
        {
          name: "cityOfInterest",
          ...copy.fields.cityOfInterest,
          kind: "select",
          options: cityOfInterestOptions,
          half: true,
        },
        autofill("phone", copy.fields.phone, "tel", { half: true }),
        {
          name: "notes",
          ...copy.fields.notes,
          kind: "textarea",
          rows: 3,
        },
      ],
    },
  ],
});
