import { demoFormCopy as copy, demoTimeSlotOptions } from "~/content/lead-forms/demo";
import { LinkButton } from "~/ui/layout";
import { LeadForm } from "./lead-form";
import { SuccessScreen } from "./deferred-results";
import { defineLeadForm } from "./types";

export const demoForm = defineLeadForm({
  type: "demo",
  anchor: "demo-form",
  idPrefix: "demo",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        {
          name: "firstName",
          ...copy.fields.firstName,
          kind: "text",
          required: true,
          autoComplete: "given-name",
          half: true,
        },
        {
          name: "lastName",
          ...copy.fields.lastName,
          kind: "text",
          required: true,
          autoComplete: "family-name",
          half: true,
        },
        {
          name: "email",
          ...copy.fields.email,
          kind: "email",
          required: true,
          autoComplete: "email",
          half: true,
        },
        { name: "phone", ...copy.fields.phone, kind: "tel", autoComplete: "tel", half: true },
        {
          name: "cityName",
          ...copy.fields.cityName,
          kind: "text",
          required: true,
          autoComplete: "address-level2",
          half: true,
        },
        {
          name: "position",
          ...copy.fields.position,
          kind: "text",
          autoComplete: "organization-title",
          half: true,
        },
        {
          name: "timeSlot",
          ...copy.fields.timeSlot,
          kind: "select",
          options: demoTimeSlotOptions,
        },
        {
          name: "message",
          ...copy.fields.message,
          kind: "textarea",
          rows: 4,
        },
      ],
    },
  ],
});

/** The demo request on /book-demo. After success a thank-you screen; the way out is home. */
export function DemoForm({ labelledBy }: { labelledBy?: string }) {
  return (
    <LeadForm
      form={demoForm}
      labelledBy={labelledBy}
      success={({ notice }) => (
        <SuccessScreen
          title={copy.success.title}
          actions={<LinkButton to="/">{copy.success.back}</LinkButton>}
        >
          <p className="font-semibold text-ink">{notice.title}</p>
          <p className="mt-1">{notice.description}</p>
        </SuccessScreen>
      )}
    />
  );
}
