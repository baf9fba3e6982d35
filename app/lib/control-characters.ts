/**
 * Control characters no person means to send: C0 but tab, line feed and carriage return (a
 * textarea's lines), DEL and C1. The server refuses a request holding one (400); text pasted from
 * a word processor can hold one (a vertical tab for a line break), so a form with JavaScript
 * drops them before sending rather than have a person's message refused.
 */
// eslint-disable-next-line no-control-regex
export const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const controlCharacters = new RegExp(controlCharacter.source, "g");

/** The form's answers with every control character dropped from its text values. */
export function withoutControlCharacters(formData: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    cleaned.append(name, typeof value === "string" ? value.replace(controlCharacters, "") : value);
  }
  return cleaned;
}
