import { demoTimeSlots } from "../book-demo";
import type { FormCopy } from "./shared";

export const demoFormCopy = {
  submitLabel: "Request My Demo",
  fields: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    cityName: { label: "City name" },
    position: { label: "Position" },
    timeSlot: {
      label: "Preferred time slot",
      hint: "Monday to Friday. We'll propose a time in this part of the day.",
      placeholder: "Select a time slot",
    },
    message: { label: "Message", hint: "What would you like to see or discuss in the demo?" },
  },
  success: { title: "Thank You!", back: "Back to Home" },
} as const satisfies FormCopy;

/** The time slots as the demo form offers them: the label with its hours, "Flexible" alone. */
export const demoTimeSlotOptions = demoTimeSlots.map((slot) => ({
  value: slot.value,
  label: slot.value === "flexible" ? slot.label : `${slot.label} (${slot.hours})`,
}));
