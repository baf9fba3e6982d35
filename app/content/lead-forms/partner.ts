import { partnerTextMinimums } from "../leads";
import type { FormCopy } from "./shared";

export const partnerFormCopy = {
  submitLabel: "Submit Application",
  legends: {
    company: "Your company",
    plans: "Experience and plans",
    agreement: "Agreement",
  },
  fields: {
    companyName: { label: "Company name" },
    website: { label: "Website", hint: "For example, https://example.com" },
    contactName: { label: "Contact name" },
    contactTitle: { label: "Contact title" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    companySize: { label: "Company size", placeholder: "Select company size" },
    partnershipType: { label: "Partnership type", placeholder: "Select a partnership type" },
    experience: {
      label: "Experience",
      hint: `At least ${partnerTextMinimums.experience} characters: what your company does and for whom.`,
    },
    municipalExperience: { label: "We have worked with municipalities before" },
    governmentContracts: { label: "We have held government contracts" },
    capabilities: {
      label: "Capabilities",
      hint: `At least ${partnerTextMinimums.capabilities} characters: the services, products or reach you would bring.`,
    },
    targetMarkets: {
      label: "Target markets",
      hint: `At least ${partnerTextMinimums.targetMarkets} characters: regions, city sizes or sectors.`,
    },
    goals: {
      label: "Partnership goals",
      hint: `At least ${partnerTextMinimums.goals} characters: what you want to achieve together.`,
    },
    expectedRevenue: { label: "Expected annual revenue", placeholder: "Select a range" },
    additionalInfo: { label: "Additional information" },
    termsAccepted: { label: "I accept the terms and conditions" },
    marketingConsent: { label: "Send me news about the partner program" },
  },
  /** The hint of "I accept the terms and conditions": "Read our <terms> and <privacy>." */
  termsHint: {
    before: "Read our",
    terms: { to: "/terms-of-service", label: "Terms of Service (opens in a new tab)" },
    joiner: "and",
    privacy: { to: "/privacy-policy", label: "Privacy Policy (opens in a new tab)" },
    after: ".",
  },
} as const satisfies FormCopy;
