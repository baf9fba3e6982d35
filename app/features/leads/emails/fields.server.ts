import { demoTimeSlots } from "~/content/book-demo";
import {
  cityOfInterestOptions,
  companySizeOptions,
  contactSubjectOptions,
  expectedRevenueOptions,
  populationSizeOptions,
  type LeadType,
} from "~/content/leads";
import { partnershipTypes } from "~/content/partners";
import type { LeadData } from "../schemas";

type Options = readonly { value: string; label: string }[];
type FieldSpec = { label: string; options?: Options };

const timeSlotOptions: Options = demoTimeSlots.map((slot) => ({
  value: slot.value,
  label: `${slot.label} (${slot.hours})`,
}));

/**
 * The labels a person reads for each stored field, in the form's order. Typed against the
 * schemas, so a field added to a form does not go missing from the e-mails unnoticed.
 */
const leadFields = {
  download_presentation: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    company: { label: "Company or municipality" },
    title: { label: "Job title" },
    cityOfInterest: { label: "City of interest", options: cityOfInterestOptions },
    phone: { label: "Phone" },
    notes: { label: "Notes" },
  },
  pilot: {
    municipalityName: { label: "Municipality" },
    name: { label: "Name" },
    jobTitle: { label: "Job title" },
    email: { label: "Email" },
    populationSize: { label: "Population", options: populationSizeOptions },
  },
  demo: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    cityName: { label: "City" },
    position: { label: "Position" },
    timeSlot: { label: "Preferred time", options: timeSlotOptions },
    message: { label: "Message" },
  },
  newsletter: {
    email: { label: "Email" },
  },
  contact: {
    name: { label: "Name" },
    email: { label: "Email" },
    municipality: { label: "Municipality or organization" },
    phone: { label: "Phone" },
    subject: { label: "Subject", options: contactSubjectOptions },
    message: { label: "Message" },
  },
  partner: {
    companyName: { label: "Company" },
    contactName: { label: "Contact name" },
    contactTitle: { label: "Contact title" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    website: { label: "Website" },
    partnershipType: { label: "Partnership type", options: partnershipTypes },
    companySize: { label: "Company size", options: companySizeOptions },
    experience: { label: "Experience" },
    municipalExperience: { label: "Municipal experience" },
    governmentContracts: { label: "Government contracts" },
    capabilities: { label: "Capabilities" },
    targetMarkets: { label: "Target markets" },
    goals: { label: "Partnership goals" },
    expectedRevenue: { label: "Expected annual revenue", options: expectedRevenueOptions },
    additionalInfo: { label: "Additional information" },
    termsAccepted: { label: "Accepted the terms" },
    marketingConsent: { label: "Marketing consent" },
  },
} as const satisfies { [T in LeadType]: Record<keyof LeadData<T>, FieldSpec> };

/** A field as a person reads it; `value` is plain text (escaping is the layout's job). */
export type FieldRow = { label: string; value: string; provided: boolean };

export const notProvided = "Not provided";

function formatValue(value: unknown, options?: Options): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return options?.find((option) => option.value === value)?.label ?? value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

/**
 * Every field of a stored lead with its label. Keys the labels do not know (a lead stored by an
 * older form) still show, under their own name: the team must see everything the visitor sent.
 */
export function describeLead(type: LeadType, data: Record<string, unknown>): FieldRow[] {
  const known: Record<string, FieldSpec> = leadFields[type];
  const keys = [...Object.keys(known), ...Object.keys(data).filter((key) => !(key in known))];
  return keys.map((key) => {
    const spec = known[key];
    const value = formatValue(data[key], spec?.options);
    return { label: spec?.label ?? key, value: value ?? notProvided, provided: value !== undefined };
  });
}

/** A stored text field, or "" when it is missing or not text. */
export function textField(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === "string" ? value.trim() : "";
}
