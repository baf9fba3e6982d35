import { demoTimeSlots } from "~/content/book-demo";
import { LinkButton } from "~/ui/layout";
import { LeadForm } from "./lead-form";
import { SuccessScreen } from "./deferred-results";
import { defineLeadForm } from "./types";

export const demoForm = defineLeadForm({
  type: "demo",
  action: "/book-demo",
  anchor: "demo-form",
  idPrefix: "demo",
  submitLabel: "Request My Demo",
  groups: [
    {
      fields: [
        {
          name: "firstName",
          label: "First name",
          kind: "text",
          required: true,
          autoComplete: "given-name",
          half: true,
        },
        {
          name: "lastName",
          label: "Last name",
          kind: "text",
          required: true,
          autoComplete: "family-name",
          half: true,
        },
        { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email", half: true },
        { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel", half: true },
        {
          name: "cityName",
          label: "City name",
          kind: "text",
          required: true,
          autoComplete: "address-level2",
          half: true,
        },
        { name: "position", label: "Position", kind: "text", autoComplete: "organization-title", half: true },
        {
          name: "timeSlot",
          label: "Preferred time slot",
          kind: "select",
          hint: "Monday to Friday. We'll propose a time in this part of the day.",
          options: demoTimeSlots.map((slot) => ({
            value: slot.value,
            label: slot.value === "flexible" ? slot.label : `${slot.label} (${slot.hours})`,
          })),
          placeholder: "Select a time slot",
        },
        {
          name: "message",
          label: "Message",
          kind: "textarea",
          hint: "What would you like to see or discuss in the demo?",
          rows: 4,
        },
      ],
    },
  ],
});

export const demoSuccess = { title: "Thank You!", back: "Back to Home" } as const;

/** The demo request on /book-demo. After success a thank-you screen; the way out is home. */
export function DemoForm({ labelledBy }: { labelledBy?: string }) {
  return (
    <LeadForm
      form={demoForm}
      labelledBy={labelledBy}
      success={({ notice }) => (
        <SuccessScreen title={demoSuccess.title} actions={<LinkButton to="/">{demoSuccess.back}</LinkButton>}>
          <p className="font-semibold text-ink">{notice.title}</p>
          <p className="mt-1">{notice.description}</p>
        </SuccessScreen>
      )}
    />
  );
}
