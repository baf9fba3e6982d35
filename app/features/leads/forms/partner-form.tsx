import { Link } from "react-router";
import { partnerFormCopy as copy } from "~/content/lead-forms/partner";
import { companySizeOptions, expectedRevenueOptions } from "~/content/leads";
import { partnershipTypes } from "~/content/pages/partners";
import { autofill, defineLeadForm } from "./lead-form-view";

const linkStyle = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";

export const partnerForm = defineLeadForm({
  type: "partner",
  anchor: "partner-form",
  idPrefix: "partner",
  submitLabel: copy.submitLabel,
  marker: "asterisk",
  groups: [
    {
      legend: copy.legends.company,
      fields: [
        autofill("companyName", copy.fields.companyName, "organization", { required: true, half: true }),
        autofill("website", copy.fields.website, "url", { half: true }),
        autofill("contactName", copy.fields.contactName, "name", { required: true, half: true }),
        autofill("contactTitle", copy.fields.contactTitle, "organization-title", {
          required: true,
          half: true,
        }),
        autofill("email", copy.fields.email, "email", { required: true, half: true }),
        autofill("phone", copy.fields.phone, "tel", { required: true, half: true }),
        {
          name: "companySize",
          ...copy.fields.companySize,
          kind: "select",
          required: true,
          options: companySizeOptions,
          half: true,
        },
        {
          name: "partnershipType",
          ...copy.fields.partnershipType,
          kind: "select",
          required: true,
          options: partnershipTypes,
          half: true,
        },
      ],
    },
    {
      legend: copy.legends.plans,
      fields: [
        {
          name: "experience",
          ...copy.fields.experience,
          kind: "textarea",
          required: true,
        },
        { name: "municipalExperience", ...copy.fields.municipalExperience, kind: "checkbox" },
        { name: "governmentContracts", ...copy.fields.governmentContracts, kind: "checkbox" },
        {
          name: "capabilities",
          ...copy.fields.capabilities,
          kind: "textarea",
          required: true,
        },
        {
          name: "targetMarkets",
          ...copy.fields.targetMarkets,
          kind: "textarea",
          required: true,
          rows: 3,
        },
        {
          name: "goals",
          ...copy.fields.goals,
          kind: "textarea",
          required: true,
        },
        {
          name: "expectedRevenue",
          ...copy.fields.expectedRevenue,
          kind: "select",
          required: true,
          options: expectedRevenueOptions,
        },
        { name: "additionalInfo", ...copy.fields.additionalInfo, kind: "textarea", rows: 3 },
      ],
    },
    {
      legend: copy.legends.agreement,
      fields: [
        {
          name: "termsAccepted",
          ...copy.fields.termsAccepted,
          kind: "checkbox",
          required: true,
          hint: <TermsHint />,
        },
        { name: "marketingConsent", ...copy.fields.marketingConsent, kind: "checkbox" },
      ],
    },
  ],
});

/** "Read our Terms of Service and Privacy Policy.", each link opening in a new tab. */
function TermsHint() {
  const { before, terms, joiner, privacy, after } = copy.termsHint;
  return (
    <>
      {before}{" "}
      <Link to={terms.to} target="_blank" className={linkStyle}>
        {terms.label}
      </Link>{" "}
      {joiner}{" "}
      <Link to={privacy.to} target="_blank" className={linkStyle}>
        {privacy.label}
      </Link>
      {after}
    </>
  );
}
