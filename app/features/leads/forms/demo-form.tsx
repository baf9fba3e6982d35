import { demoFormCopy as copy, demoTimeSlotOptions } from "~/content/lead-forms/demo";
import { LinkButton } from "~/ui/layout";
import { SuccessScreen, type SuccessScreenProps } from "./lead-form";
import { autofill, defineLeadForm } from "./lead-form-view";

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

/** What replaces the demo request (/book-demo) after success: thanks; the way out is home. */
export function DemoSuccess({ notice }: SuccessScreenProps) {
  return (
    <SuccessScreen title={copy.success.title} actions={<LinkButton to="/">{copy.success.back}</LinkButton>}>
      <p className="font-semibold text-ink">{notice.title}</p>
      <p className="mt-1">{notice.description}</p>
    </SuccessScreen>
  );
}
