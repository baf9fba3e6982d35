import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { useMemo, useRef, type FocusEvent, type ReactNode, type Ref } from "react";
import { leadFormCopy } from "~/content/lead-forms/shared";
import { busyLabels, leadFormPaths, type LeadType } from "~/content/leads";
import { Checkbox } from "~/ui/form/checkbox";
import { ErrorSummary, type ErrorSummaryItem } from "~/ui/form/error-summary";
import { Field, type RequiredMarker } from "~/ui/form/field";
import { FormMessage } from "~/ui/form/form-message";
import { Input } from "~/ui/form/input";
import { Select } from "~/ui/form/select";
import { SubmitButton } from "~/ui/form/submit-button";
import { Textarea } from "~/ui/form/textarea";
import type { LeadCheck, LeadData, pipelineFields } from "../schemas";
import { validationNotice, type FieldErrors, type LeadReply } from "../service";

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
  /** "inline": the only field and the button on one row (newsletter). */
  layout?: "stack" | "inline";
};

/** A form posts to its page's route (`leadFormPaths`, the table the lead routes read too). */
export function defineLeadForm<T extends LeadType>(
  definition: Omit<LeadFormDefinition<T>, "action">,
): LeadFormDefinition<T> {
  return { ...definition, action: leadFormPaths[definition.type] };
}

// The pipeline's hidden fields, checked against schemas.ts at compile time; importing the value
// would bring Zod into every page.
export const tokenField: (typeof pipelineFields)["token"] = "_formToken";
export const honeypotField: (typeof pipelineFields)["honeypot"] = "_leave_blank";
export const openForField: (typeof pipelineFields)["openFor"] = "_openFor";

/** What LeadForm hands to the form: where it sits, its state and the answers it starts with. */
type LeadFormViewProps = {
  form: LeadFormDefinition;
  idPrefix: string;
  labelledBy?: string;
  summaryHeadingLevel: 2 | 3 | 4;
  actions?: (busy: boolean) => ReactNode;
  busy: boolean;
  token: string;
  /**
   * The server's latest reply shown with the form (refused answers, or a result message). A
   * success stays written above the emptied form (the toast goes), except in a one-line form.
   */
  reply?: LeadReply;
  /** The reply came with the page (no JavaScript): its result is shown as a message in the page. */
  replyFromPage: boolean;
  /** Answers the controls start with. */
  defaults: Readonly<Record<string, string>>;
  /** Changes with each refused submit: the error summary takes focus again. */
  focusKey: number;
  formRef: Ref<HTMLFormElement>;
  submitRef: Ref<HTMLButtonElement>;
  onFocus: () => void;
  className: string;
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
 * A lead form's markup (error summary, result message, hidden fields, questions and buttons), run
 * by Conform's `useForm` from its first render, on the server too: it checks the answers on
 * submit with the same schema as the server, then re-checks a field when it loses focus, and
 * shows the server's refusals the same way. Without JavaScript it is a plain
 * `<form method="post">` to the form's route.
 */
export function LeadFormView({
  form: definition,
  idPrefix,
  labelledBy,
  summaryHeadingLevel,
  actions,
  busy,
  token,
  reply,
  replyFromPage,
  defaults,
  focusKey,
  formRef,
  submitRef,
  onFocus,
  className,
  check,
  onRefused,
  send,
}: LeadFormViewProps) {
  const layout = definition.layout ?? "stack";
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
      if (!busy) send(formData);
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
  const notice = refused ? validationNotice(definition.type, errors) : undefined;

  function control(field: FieldSpec): Record<string, unknown> {
    const metadata = fields[field.name as keyof typeof fields];
    if (!metadata) return {};
    const options = { ariaAttributes: false } as const;
    if (field.kind === "select") return getSelectProps(metadata, options);
    if (field.kind === "textarea") return getTextareaProps(metadata, options);
    return getInputProps(metadata, { ...options, type: field.kind });
  }

  const questions = definition.groups.flatMap((group) => group.fields);
  const summaryItems: ErrorSummaryItem[] = questions.flatMap((field) => {
    const message = errors[field.name]?.[0];
    return message ? [{ id: `${idPrefix}-${field.name}`, message }] : [];
  });
  const marker = definition.marker ?? "optional";
  const { requiredNote } = leadFormCopy;
  const fieldProps = { idPrefix, errors, defaults, marker, control };
  const submit = (
    <SubmitButton
      ref={submitRef}
      busy={busy}
      busyLabel={busyLabels[definition.type]}
      className={layout === "inline" || actions ? "" : "w-full sm:w-auto"}
    >
      {definition.submitLabel}
    </SubmitButton>
  );

  return (
    <div className={`flex flex-col gap-6 ${className}`}>
      {notice && summaryItems.length ? (
        <ErrorSummary
          title={notice.title}
          description={notice.description}
          items={summaryItems}
          focusKey={focusKey}
          headingLevel={summaryHeadingLevel}
        />
      ) : null}
      {reply &&
      reply.status !== "invalid" &&
      (replyFromPage || (reply.status === "success" && layout === "stack")) ? (
        <FormMessage
          tone={
            reply.status === "success" ? "success" : "neutral" in reply && reply.neutral ? "info" : "error"
          }
          title={reply.notice.title}
          description={reply.notice.description}
          more={reply.notice.more}
        />
      ) : null}

      <form
        id={form.id}
        ref={formRef}
        method="post"
        action={definition.action}
        noValidate
        tabIndex={-1}
        aria-labelledby={labelledBy}
        onSubmit={form.onSubmit}
        onBlur={handleBlur}
        onPointerDownCapture={handlePointerDown}
        onFocus={onFocus}
        className="flex flex-col gap-6 outline-none"
      >
        <input type="hidden" name={tokenField} value={token} />
        <div aria-hidden="true" className="sr-only">
          <label>
            {leadFormCopy.honeypotLabel}
            <input
              type="text"
              name={honeypotField}
              tabIndex={-1}
              autoComplete="off"
              defaultValue={defaults[honeypotField] ?? ""}
            />
          </label>
        </div>

        {marker === "asterisk" ? (
          <p className="text-sm text-ink-muted">
            {requiredNote.before}{" "}
            <span aria-hidden="true" className="font-semibold text-danger">
              {requiredNote.marker}
            </span>
            <span className="sr-only">{requiredNote.markerName}</span>
            {` ${requiredNote.after}`}
          </p>
        ) : null}

        {layout === "inline" ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              {questions.map((field) => (
                <LeadField key={field.name} field={field} {...fieldProps} />
              ))}
            </div>
            {submit}
          </div>
        ) : (
          <>
            {definition.groups.map((group, index) => {
              const grid = (
                <div className="grid gap-5 sm:grid-cols-2">
                  {group.fields.map((field) => (
                    <LeadField key={field.name} field={field} {...fieldProps} />
                  ))}
                </div>
              );
              return group.legend ? (
                <fieldset key={group.legend} className="min-w-0">
                  <legend className="mb-4 text-lg font-bold text-ink">{group.legend}</legend>
                  {grid}
                </fieldset>
              ) : (
                <div key={index}>{grid}</div>
              );
            })}
            <div className={`flex flex-col-reverse gap-3 sm:flex-row ${actions ? "sm:justify-end" : ""}`}>
              {actions?.(busy)}
              {submit}
            </div>
          </>
        )}
      </form>
    </div>
  );
}

type LeadFieldProps = {
  field: FieldSpec;
  idPrefix: string;
  errors: FieldErrors;
  defaults: Readonly<Record<string, string>>;
  marker: RequiredMarker;
  control: (field: FieldSpec) => Record<string, unknown>;
};

/** One question of a definition, as the right control. */
function LeadField({ field, idPrefix, errors, defaults, marker, control }: LeadFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const error = errors[field.name]?.[0];
  const span = field.half ? "" : "sm:col-span-2";
  const defaultValue = defaults[field.name] ?? "";
  const extra = control(field);
  if (field.kind === "checkbox") {
    return (
      <Checkbox
        id={id}
        name={field.name}
        label={field.label}
        hint={field.hint}
        error={error}
        required={field.required}
        marker={marker}
        defaultChecked={"defaultChecked" in extra ? Boolean(extra.defaultChecked) : Boolean(defaultValue)}
        className={span}
      />
    );
  }
  return (
    <Field
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      required={field.required}
      marker={marker}
      className={span}
    >
      {(wiring) => {
        // The field's own ids and ARIA wiring (label, hint, error) win over the library's.
        const props = {
          defaultValue,
          ...extra,
          ...wiring,
          name: field.name,
          autoComplete: field.autoComplete,
        };
        return field.kind === "select" ? (
          <Select {...props} options={field.options ?? []} placeholder={field.placeholder} />
        ) : field.kind === "textarea" ? (
          <Textarea {...props} rows={field.rows} />
        ) : (
          <Input
            {...props}
            type={field.kind}
            {...(field.kind === "email" || field.kind === "url"
              ? { spellCheck: false, autoCapitalize: "none" }
              : {})}
          />
        );
      }}
    </Field>
  );
}
