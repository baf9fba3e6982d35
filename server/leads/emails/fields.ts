import type { LeadType } from "../../../app/content/leads";
import { fieldLabels, valueCopy, type FieldSpec, type Options } from "./copy";

/** A field as a person reads it; `value` is plain text (escaping is React's job). */
/** `key`: the form's field name, where the row is one of the lead's fields. */
export type FieldRow = { key?: string; label: string; value: string; provided: boolean };

export function formatValue(value: unknown, options?: Options): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "boolean") return value ? valueCopy.yes : valueCopy.no;
  if (typeof value === "string") return options?.find((option) => option.value === value)?.label ?? value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

/**
 * Every field of a stored lead with its label. Keys the labels do not know (a lead stored by an
 * older form) still show, under their own name: the team must see everything the visitor sent.
 */
export function describeLead(type: LeadType, data: Record<string, unknown>): FieldRow[] {
  const known: Record<string, FieldSpec> = fieldLabels[type];
  const keys = [...Object.keys(known), ...Object.keys(data).filter((key) => !(key in known))];
  return keys.map((key) => {
    const spec = known[key];
    const value = formatValue(data[key], spec?.options);
    return {
      key,
      label: spec?.label ?? key,
      value: value ?? valueCopy.notProvided,
      provided: value !== undefined,
    };
  });
}

/** A stored text field, or "" when it is missing or not text. */
export function textField(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === "string" ? value.trim() : "";
}
