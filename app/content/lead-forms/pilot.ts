import type { FormCopy } from "./shared";

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
