import { contactFormCopy as copy } from "~/content/lead-forms/contact";
import { contactSubjectOptions } from "~/content/leads";
import { autofill, defineLeadForm } from "./lead-form-view";

export const contactForm = defineLeadForm({
  type: "contact",
  anchor: "contact-form",
  idPrefix: "contact",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        autofill("name", copy.fields.name, "name", { required: true, half: true }),
        autofill("email", copy.fields.email, "email", { required: true, half: true }),
        autofill("municipality", copy.fields.municipality, "organization", { required: true, half: true }),
        autofill("phone", copy.fields.phone, "tel", { half: true }),
        {
          name: "subject",
          ...copy.fields.subject,
          kind: "select",
          required: true,
          options: contactSubjectOptions,
        },
        { name: "message", ...copy.fields.message, kind: "textarea", required: true, rows: 6 },
      ],
    },
  ],
});

/** Values of `?subject=` that the form offers; anything else is ignored. */
const subjects = new Set<string>(contactSubjectOptions.map((option) => option.value));

/** The answers a link can fill in: /contact?subject=support&message=... */
export function contactPrefill(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  const subject = params.get("subject");
  const message = params.get("message");
  if (subject && subjects.has(subject)) values.subject = subject;
  if (message) values.message = message.slice(0, 2000);
  return values;
}
