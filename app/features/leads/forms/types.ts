import type { ReactNode } from "react";
import { leadFormPaths, type LeadType } from "~/content/leads";
import type { LeadData } from "../schemas";

/** The controls a lead form is built from. */
export type FieldKind = "text" | "email" | "tel" | "url" | "select" | "textarea" | "checkbox";

/**
 * One question of a lead form. `name` is the schema's field name (the names the product specification fixes), so a typo
 * fails to compile; `required` only marks the field (the schema decides what is refused).
 */
export type FieldSpec<Name extends string = string> = {
  name: Name;
  label: ReactNode;
  kind: FieldKind;
  required?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  /** Options of a select, in order. */
  options?: readonly { value: string; label: string }[];
  /** The empty first choice of a select. */
  placeholder?: string;
  rows?: number;
  /** Half a row from the small breakpoint up (e.g. first and last name side by side). */
  half?: boolean;
};

/** Questions that ask for something the browser can fill in: their control and autofill token. */
const autofilled = {
  "given-name": "text",
  "family-name": "text",
  name: "text",
  email: "email",
  tel: "tel",
  organization: "text",
  "organization-title": "text",
  "address-level2": "text",
  url: "url",
} as const satisfies Record<string, FieldKind>;

/**
 * A question the browser can fill in, e.g. `autofill("email", copy.fields.email, "email")`: the
 * autofill token decides the control, so the forms that ask for a name or an e-mail ask alike.
 */
export function autofill<Name extends string>(
  name: Name,
  copy: { label: ReactNode; hint?: ReactNode },
  token: keyof typeof autofilled,
  layout: { required?: boolean; half?: boolean } = {},
): FieldSpec<Name> {
  return { name, ...copy, kind: autofilled[token], autoComplete: token, ...layout };
}

export type FieldGroup<Name extends string = string> = {
  legend?: string;
  fields: readonly FieldSpec<Name>[];
};

/** A lead form: its type, the URL of its action (and page), its questions and its button. */
export type LeadFormDefinition<T extends LeadType = LeadType> = {
  type: T;
  /** The route whose action stores it; without JavaScript the form posts there. */
  action: string;
  /** The id, on the action's page, of the block holding the form (links to the form use it). */
  anchor: string;
  /** Prefix of the controls' ids; unique on a page. */
  idPrefix: string;
  groups: readonly FieldGroup<keyof LeadData<T> & string>[];
  submitLabel: string;
  /** "asterisk" marks required fields with *, as the partner form's spec asks. */
  marker?: "optional" | "asterisk";
};

/** A form posts to its page's route (`leadFormPaths`, the table the lead routes read too). */
export function defineLeadForm<T extends LeadType>(
  definition: Omit<LeadFormDefinition<T>, "action">,
): LeadFormDefinition<T> {
  return { ...definition, action: leadFormPaths[definition.type] };
}
