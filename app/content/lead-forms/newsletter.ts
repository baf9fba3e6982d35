import type { FormCopy } from "./shared";

export const newsletterFormCopy = {
  submitLabel: "Subscribe",
  fields: { email: { label: "Email address" } },
} as const satisfies FormCopy;
