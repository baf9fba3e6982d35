import { demoTimeSlots } from "./book-demo";
import { partnerTextMinimums } from "./leads";

/**
 * The words of every lead form: labels, hints, placeholders, legends, buttons and the screens
 * that follow a submission. The forms (app/features/leads/forms) add the controls' kinds, order
 * and wiring; the option lists and messages are in leads.ts.
 */

/** What a question says: its label, the hint under it, the empty first choice of a select. */
export type FieldCopy = { label: string; hint?: string; placeholder?: string };

/** The words shared by every lead form. */
export const leadFormCopy = {
  /** Above a form that marks required fields with "*" (the partner form). */
  requiredNote: {
    before: "Fields marked with",
    marker: "*",
    /** What a screen reader says in place of the marker. */
    markerName: "an asterisk",
    after: "are required.",
  },
  /** The label of the trap field for bots, hidden from people. */
  honeypotLabel: "Leave this field empty",
} as const;

export const contactFormCopy = {
  submitLabel: "Send Message",
  fields: {
    name: { label: "Your name" },
    email: { label: "Email" },
    municipality: { label: "Municipality or organization" },
    phone: { label: "Phone" },
    subject: { label: "Subject", placeholder: "Select a subject" },
    message: { label: "Message" },
  },
} as const satisfies FormCopy;

export const demoFormCopy = {
  submitLabel: "Request My Demo",
  fields: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    cityName: { label: "City name" },
    position: { label: "Position" },
    timeSlot: {
      label: "Preferred time slot",
      hint: "Monday to Friday. We'll propose a time in this part of the day.",
      placeholder: "Select a time slot",
    },
    message: { label: "Message", hint: "What would you like to see or discuss in the demo?" },
  },
  success: { title: "Thank You!", back: "Back to Home" },
} as const satisfies FormCopy;

/** The time slots as the demo form offers them: the label with its hours, "Flexible" alone. */
export const demoTimeSlotOptions = demoTimeSlots.map((slot) => ({
  value: slot.value,
  label: slot.value === "flexible" ? slot.label : `${slot.label} (${slot.hours})`,
}));

export const newsletterFormCopy = {
  submitLabel: "Subscribe",
  fields: { email: { label: "Email address" } },
} as const satisfies FormCopy;

export const pilotFormCopy = {
  submitLabel: "Submit Application",
  fields: {
    municipalityName: { label: "Municipality name" },
    name: { label: "Your name" },
    jobTitle: { label: "Job title" },
    email: { label: "Email", hint: "Your work address, so we can reply." },
    populationSize: { label: "Population size", placeholder: "Select a population size" },
  },
  success: { title: "Application Submitted", again: "Submit Another Application" },
} as const satisfies FormCopy;

export const presentationFormCopy = {
  submitLabel: "Email Me the Presentation",
  fields: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email", hint: "We send the download link here." },
    company: { label: "Company or municipality" },
    title: { label: "Job title" },
    cityOfInterest: { label: "City of interest", placeholder: "Select a city" },
    phone: { label: "Phone" },
    notes: { label: "Notes", hint: "Anything you would like us to cover." },
  },
} as const satisfies FormCopy;

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

/** The shape every form's copy follows. */
type FormCopy = {
  submitLabel: string;
  fields: Readonly<Record<string, FieldCopy>>;
  legends?: Readonly<Record<string, string>>;
  success?: Readonly<Record<string, string>>;
  /** A hint with links, e.g. "Read our <terms> and <privacy>." */
  termsHint?: {
    before: string;
    terms: HintLink;
    joiner: string;
    privacy: HintLink;
    after: string;
  };
};

/** A link inside a hint: it opens in a new tab. */
type HintLink = { to: string; label: string };
