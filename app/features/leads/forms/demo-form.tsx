import { demoFormCopy as copy, demoTimeSlotOptions } from "~/content/lead-forms/demo";
import { LinkButton } from "~/ui/layout";
import { LeadForm } from "./lead-form";
import { SuccessScreen } from "./success-screen";
import { autofill, defineLeadForm } from "./types";

export const demoForm = defineLeadForm({
  type: "demo",
  anchor: "demo-form",
  idPrefix: "demo",
  submitLabel: copy.submitLabel,
  groups: [
    {
      fields: [
        autofill("firstName", copy.fields.firstName, "given-name", { required: true, half: true }),
        autofill("lastName", copy.fields.lastName, "family-name", { required: true, half: true }),
        autofill("email", copy.fields.email, "email", { required: true, half: true }),
        autofill("phone", copy.fields.phone, "tel", { half: true }),
        autofill("cityName", copy.fields.cityName, "address-level2", { required: true, half: true }),
        autofill("position", copy.fields.position, "organization-title", { half: true }),
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
