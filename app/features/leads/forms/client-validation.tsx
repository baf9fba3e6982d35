import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, type FocusEvent } from "react";
import type { FieldErrors, LeadReply } from "../reply";
import { leadSchemas } from "../schemas";
import { validationNotice } from "../validation-notice";
import { LeadFormView, type LeadBodyProps } from "./lead-form-view";
import type { FieldSpec, LeadFormDefinition } from "./types";

/**
 * The browser's half of a lead form, loaded on demand (Conform, Zod and the schemas stay out of
 * the first page load): Conform's `useForm` runs the form from its first submit on, with the same
 * schema as the server, parsed the same way (validate.ts).
 */

type ConformLeadBodyProps = LeadBodyProps & {
  /** The browser refused a submit: the error summary takes focus again. */
  onRefused: () => void;
  /** True once, when the form takes over a submit the visitor has just made. */
  takePendingSubmit: () => boolean;
};

/** The server's reply in Conform's terms: its errors, or "start again empty" after success. */
function toLastResult(reply: LeadReply | undefined, fields: string[]): SubmissionResult | undefined {
  if (reply?.status === "success") return { initialValue: null };
  if (reply?.status === "invalid") {
    const error: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(reply.errors)) if (messages) error[name] = messages;
    return { initialValue: reply.fields, error, fields };
  }
  return undefined;
}

function fieldNames(form: LeadFormDefinition): string[] {
  return form.groups.flatMap((group) => group.fields.map((field) => field.name));
}

export function ConformLeadBody({ onRefused, takePendingSubmit, ...body }: ConformLeadBodyProps) {
  const { form: definition, idPrefix, reply, defaults, generation, send } = body;
  const names = useMemo(() => fieldNames(definition), [definition]);
  const lastResult = useMemo(() => toLastResult(reply, names), [reply, names]);
  /** Blur re-checks start with a submit and stop with a success, as the spec's forms do. */
  const checking = useRef(false);

  const [form, fields] = useForm({
    id: `${idPrefix}-lead`,
    defaultValue: defaults,
    lastResult,
    shouldValidate: "onSubmit",
    // On blur the form re-checks itself (below), to hold the check while the submit button is
    // pressed.
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: leadSchemas[definition.type] });
      if (submission.status) checking.current = true;
      if (submission.status === "error") onRefused();
      // Conform moves focus to the first refused field; the error summary takes it instead
      // (GOV.UK), so the report carries no status.
      return { ...submission, reply: (options) => ({ ...submission.reply(options), status: undefined }) };
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!body.busy) send(formData);
    },
  });

  useEffect(() => {
    checking.current = false;
  }, [generation]);

  const formElement = () => document.forms.namedItem(form.id);
  useEffect(() => {
    if (takePendingSubmit()) document.forms.namedItem(form.id)?.requestSubmit();
  }, [takePendingSubmit, form.id]);

  // Re-checking on blur changes the page above the button (a message goes, the summary
  // shrinks). If the blur comes from pressing the submit button, the button would move under the
  // pointer and the click be lost, so a blur during a press is checked when the press ends.
  const pressing = useRef(false);
  const pendingCheck = useRef<string | null>(null);

  function recheck(name: string) {
    if (checking.current && formElement()) form.validate({ name });
  }

  function handlePointerDown() {
    pressing.current = true;
    const release = () => {
      pressing.current = false;
      const name = pendingCheck.current;
      pendingCheck.current = null;
      if (name) recheck(name);
    };
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !name || name.startsWith("_")) return;
    if (pressing.current) pendingCheck.current = name;
    else recheck(name);
  }

  const errors = form.allErrors as FieldErrors;
  const refused = Object.values(errors).some((messages) => messages?.length);

  function control(field: FieldSpec): Record<string, unknown> {
    const metadata = fields[field.name as keyof typeof fields];
    if (!metadata) return {};
    const options = { ariaAttributes: false } as const;
    if (field.kind === "select") return getSelectProps(metadata, options);
    if (field.kind === "textarea") return getTextareaProps(metadata, options);
    return getInputProps(metadata, { ...options, type: field.kind });
  }

  return (
    <LeadFormView
      {...body}
      formAttributes={{ id: form.id }}
      // A success rebuilds the form empty (Conform's reset alone would keep answers that equal
      // the ones this form was created with), before LeadForm moves focus to it.
      formKey={String(generation)}
      errors={errors}
      notice={refused ? validationNotice(definition.type, errors) : undefined}
      control={control}
      onSubmit={form.onSubmit}
      onBlur={handleBlur}
      onPointerDownCapture={handlePointerDown}
    />
  );
}
