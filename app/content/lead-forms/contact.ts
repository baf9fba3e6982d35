import type { FormCopy } from "./shared";

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
