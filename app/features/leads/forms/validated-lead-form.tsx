import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { useMemo, useRef, type FocusEvent } from "react";
import type { FieldErrors, LeadReply } from "../reply";
import { validationNotice } from "../validation-notice";
import { LeadFormView, type LeadBodyProps } from "./lead-form-view";
import type { LeadCheck } from "./schema-check";
import type { FieldSpec, LeadFormDefinition } from "./types";

type ValidatedLeadFormProps = LeadBodyProps & {
  /** The schema's check in the browser, once loaded; until then the server checks every submit. */
  check: LeadCheck | undefined;
  /** The browser refused a submit: the error summary takes focus again. */
  onRefused: () => void;
  /** Sends answers that passed (or could not get) the browser's check to the server. */
  send: (formData: FormData) => void;
};

/** The server's refusal in Conform's terms: the answers and why they were refused. */
function toLastResult(reply: LeadReply | undefined, fields: string[]): SubmissionResult | undefined {
  if (reply?.status !== "invalid") return undefined;
  const error: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(reply.errors)) if (messages) error[name] = messages;
  return { initialValue: reply.fields, error, fields };
}

function fieldNames(form: LeadFormDefinition): string[] {
  return form.groups.flatMap((group) => group.fields.map((field) => field.name));
}

/**
 * A lead form run by Conform's `useForm` from its first render, on the server too: it checks the
 * answers on submit with the same schema as the server, then re-checks a field when it loses
 * focus, and shows the server's refusals the same way.
 */
export function ValidatedLeadForm({ check, onRefused, send, ...body }: ValidatedLeadFormProps) {
  const { form: definition, idPrefix, reply, defaults } = body;
  const names = useMemo(() => fieldNames(definition), [definition]);
  const lastResult = useMemo(() => toLastResult(reply, names), [reply, names]);
  /** Blur re-checks start with a submit, as the spec's forms do. */
  const checking = useRef(false);

  const [form, fields] = useForm({
    id: `${idPrefix}-lead`,
    defaultValue: defaults,
    lastResult,
    shouldValidate: "onSubmit",
    // On blur the form re-checks itself (below), to hold the check while the submit button is
    // pressed.
    shouldRevalidate: "onSubmit",
    onValidate: check
      ? ({ formData }) => {
          const submission = check(definition.type, formData);
          if (submission.status) checking.current = true;
          if (submission.status === "error") onRefused();
          // Conform moves focus to the first refused field; the error summary takes it instead
          // (GOV.UK), so the report carries no status.
          return {
            ...submission,
            reply: (options) => ({ ...submission.reply(options), status: undefined }),
          };
        }
      : undefined,
    onSubmit(event, { formData }) {
      event.preventDefault();
      checking.current = true;
      if (!body.busy) send(formData);
    },
  });

  // Re-checking on blur changes the page above the button (a message goes, the summary
  // shrinks). If the blur comes from pressing the submit button, the button would move under the
  // pointer and the click be lost, so a blur during a press is checked when the press ends.
  const pressing = useRef(false);
  const pendingCheck = useRef<string | null>(null);

  function recheck(name: string) {
    // Without the schema a re-check would post the form: the server checks it on submit instead.
    if (check && checking.current && document.forms.namedItem(form.id)) form.validate({ name });
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
      formId={form.id}
      errors={errors}
      notice={refused ? validationNotice(definition.type, errors) : undefined}
      control={control}
      onSubmit={form.onSubmit}
      onBlur={handleBlur}
      onPointerDownCapture={handlePointerDown}
    />
  );
}
