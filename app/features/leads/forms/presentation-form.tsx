import type { ReactNode } from "react";
import { cityOfInterestOptions } from "~/content/leads";
import { LeadForm } from "./lead-form";
import { defineLeadForm } from "./types";

export const presentationForm = defineLeadForm({
  type: "download_presentation",
  action: "/presentation",
  anchor: "presentation-form",
  idPrefix: "presentation",
  submitLabel: "Email Me the Presentation",
  groups: [
    {
      fields: [
        {
          name: "firstName",
          label: "First name",
          kind: "text",
          required: true,
          autoComplete: "given-name",
          half: true,
        },
        {
          name: "lastName",
          label: "Last name",
          kind: "text",
          required: true,
          autoComplete: "family-name",
          half: true,
        },
        {
          name: "email",
          label: "Email",
          kind: "email",
          required: true,
          autoComplete: "email",
          hint: "We send the download link here.",
        },
        {
          name: "company",
          label: "Company or municipality",
          kind: "text",
          required: true,
          autoComplete: "organization",
          half: true,
        },
        { name: "title", label: "Job title", kind: "text", autoComplete: "organization-title", half: true },
        {
          name: "cityOfInterest",
          label: "City of interest",
          kind: "select",
          options: cityOfInterestOptions,
          placeholder: "Select a city",
          half: true,
        },
        { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel", half: true },
        {
          name: "notes",
          label: "Notes",
          kind: "textarea",
          hint: "Anything you would like us to cover.",
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
