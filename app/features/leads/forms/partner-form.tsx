import type { ReactNode } from "react";
import { Link } from "react-router";
import { companySizeOptions, expectedRevenueOptions, partnerTextMinimums } from "~/content/leads";
import { partnershipTypes } from "~/content/partners";
import { LeadForm } from "./lead-form";
import { defineLeadForm } from "./types";

const linkStyle = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";

export const partnerForm = defineLeadForm({
  type: "partner",
  action: "/partners/apply",
  anchor: "partner-form",
  idPrefix: "partner",
  submitLabel: "Submit Application",
  marker: "asterisk",
  groups: [
    {
      legend: "Your company",
      fields: [
        {
          name: "companyName",
          label: "Company name",
          kind: "text",
          required: true,
          autoComplete: "organization",
          half: true,
        },
        {
          name: "website",
          label: "Website",
          kind: "url",
          autoComplete: "url",
          hint: "For example, https://example.com",
          half: true,
        },
        {
          name: "contactName",
          label: "Contact name",
          kind: "text",
          required: true,
          autoComplete: "name",
          half: true,
        },
        {
          name: "contactTitle",
          label: "Contact title",
          kind: "text",
          required: true,
          autoComplete: "organization-title",
          half: true,
        },
        { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email", half: true },
        { name: "phone", label: "Phone", kind: "tel", required: true, autoComplete: "tel", half: true },
        {
          name: "companySize",
          label: "Company size",
          kind: "select",
          required: true,
          options: companySizeOptions,
          placeholder: "Select company size",
          half: true,
        },
        {
          name: "partnershipType",
          label: "Partnership type",
          kind: "select",
          required: true,
          options: partnershipTypes,
          placeholder: "Select a partnership type",
          half: true,
        },
      ],
    },
    {
      legend: "Experience and plans",
      fields: [
        {
          name: "experience",
          label: "Experience",
          kind: "textarea",
          required: true,
          hint: `At least ${partnerTextMinimums.experience} characters: what your company does and for whom.`,
        },
        { name: "municipalExperience", label: "We have worked with municipalities before", kind: "checkbox" },
        { name: "governmentContracts", label: "We have held government contracts", kind: "checkbox" },
        {
          name: "capabilities",
          label: "Capabilities",
          kind: "textarea",
          required: true,
          hint: `At least ${partnerTextMinimums.capabilities} characters: the services, products or reach you would bring.`,
        },
        {
          name: "targetMarkets",
          label: "Target markets",
          kind: "textarea",
          required: true,
          rows: 3,
          hint: `At least ${partnerTextMinimums.targetMarkets} characters: regions, city sizes or sectors.`,
        },
        {
          name: "goals",
          label: "Partnership goals",
          kind: "textarea",
          required: true,
          hint: `At least ${partnerTextMinimums.goals} characters: what you want to achieve together.`,
        },
        {
          name: "expectedRevenue",
          label: "Expected annual revenue",
          kind: "select",
          required: true,
          options: expectedRevenueOptions,
          placeholder: "Select a range",
        },
        { name: "additionalInfo", label: "Additional information", kind: "textarea", rows: 3 },
      ],
    },
    {
      legend: "Agreement",
      fields: [
        {
          name: "termsAccepted",
          label: "I accept the terms and conditions",
          kind: "checkbox",
          required: true,
          hint: (
            <>
              Read our{" "}
              <Link to="/terms-of-service" target="_blank" className={linkStyle}>
                Terms of Service (opens in a new tab)
              </Link>{" "}
              and{" "}
              <Link to="/privacy-policy" target="_blank" className={linkStyle}>
                Privacy Policy (opens in a new tab)
              </Link>
              .
            </>
          ),
        },
        { name: "marketingConsent", label: "Send me news about the partner program", kind: "checkbox" },
      ],
    },
  ],
});

type PartnerFormProps = {
  labelledBy?: string;
  fetcherKey?: string;
  onSuccess?: () => void;
  actions?: (busy: boolean) => ReactNode;
};

/** The partner application (/partners dialog and /partners/apply). Required fields carry a "*". */
export function PartnerForm(props: PartnerFormProps) {
  return <LeadForm form={partnerForm} {...props} />;
}
