import type { FormCopy } from "./shared";

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
