import type { ReactNode } from "react";
import { presentationFormCopy as copy } from "~/content/lead-forms/presentation";
import { cityOfInterestOptions } from "~/content/leads";
import { LeadForm } from "./lead-form";
import { defineLeadForm } from "./types";

export const presentationForm = defineLeadForm({
  type: "download_presentation",
  anchor: "presentation-form",
  idPrefix: "presentation",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        {
          name: "firstName",
          ...copy.fields.firstName,
          kind: "text",
          required: true,
          autoComplete: "given-name",
          half: true,
        },
        {
          name: "lastName",
          ...copy.fields.lastName,
          kind: "text",
          required: true,
          autoComplete: "family-name",
          half: true,
        },
        {
          name: "email",
          ...copy.fields.email,
          kind: "email",
          required: true,
          autoComplete: "email",
        },
        {
          name: "company",
          ...copy.fields.company,
          kind: "text",
          required: true,
          autoComplete: "organization",
          half: true,
        },
        { name: "title", ...copy.fields.title, kind: "text", autoComplete: "organization-title", half: true },
        {
          name: "cityOfInterest",
          ...copy.fields.cityOfInterest,
          kind: "select",
          options: cityOfInterestOptions,
          half: true,
        },
        { name: "phone", ...copy.fields.phone, kind: "tel", autoComplete: "tel", half: true },
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

type PresentationFormProps = {
  labelledBy?: string;
  fetcherKey?: string;
  /** Dialog: closes it after success. */
  onSuccess?: () => void;
  /** Dialog: its Cancel button. */
  actions?: (busy: boolean) => ReactNode;
  idPrefix?: string;
};

/** The presentation request (/presentation and the home page's dialog). */
export function PresentationForm(props: PresentationFormProps) {
  return <LeadForm form={presentationForm} {...props} />;
}
