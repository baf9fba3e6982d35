/**
 * The words of every lead form: labels, hints, placeholders, legends, buttons and the screens
 * that follow a submission, one module per form so a page loads only the words of its own forms.
 * The forms (app/features/leads/forms) add the controls' kinds, order and wiring; the option
 * lists and messages are in ../leads.ts.
 */

/** What a question says: its label, the hint under it, the empty first choice of a select. */
export type FieldCopy = { label: string; hint?: string; placeholder?: string };

/** The words shared by every lead form. */
export const leadFormCopy = {
  /** Above a form that marks required fields with "*" (the partner form). */
  requiredNote: {
    before: "Fields marked with",
    marker: "*",
    /** What a screen reader says in place of the marker. */
    markerName: "an asterisk",
    after: "are required.",
  },
  /** The label of the trap field for bots, hidden from people. */
  honeypotLabel: "Leave this field empty",
} as const;

/** The shape every form's copy follows. */
export type FormCopy = {
  submitLabel: string;
  fields: Readonly<Record<string, FieldCopy>>;
  legends?: Readonly<Record<string, string>>;
  success?: Readonly<Record<string, string>>;
  /** A hint with links, e.g. "Read our <terms> and <privacy>." */
  termsHint?: {
    before: string;
    terms: HintLink;
    joiner: string;
    privacy: HintLink;
    after: string;
  };
};

/** A link inside a hint: it opens in a new tab. */
type HintLink = { to: string; label: string };
