import type { FocusEvent, FormEvent, ReactNode, Ref } from "react";
import { leadFormCopy } from "~/content/lead-forms/shared";
import { busyLabels, type Notice } from "~/content/leads";
import { Checkbox } from "~/ui/form/checkbox";
import { ErrorSummary, type ErrorSummaryItem } from "~/ui/form/error-summary";
import { Field, type RequiredMarker } from "~/ui/form/field";
import { FormMessage } from "~/ui/form/form-message";
import { Input } from "~/ui/form/input";
import { Select } from "~/ui/form/select";
import { SubmitButton } from "~/ui/form/submit-button";
import { Textarea } from "~/ui/form/textarea";
import type { FieldErrors, LeadReply } from "../reply";
import type { pipelineFields } from "../schemas";
import type { FieldSpec, LeadFormDefinition } from "./types";

// The pipeline's hidden fields, checked against schemas.ts at compile time; importing the value
// would bring Zod into every page.
export const tokenField: (typeof pipelineFields)["token"] = "_formToken";
export const honeypotField: (typeof pipelineFields)["honeypot"] = "_leave_blank";
export const openForField: (typeof pipelineFields)["openFor"] = "_openFor";

/** What LeadForm hands to the form: where it sits, its state and the answers it starts with. */
export type LeadBodyProps = {
  form: LeadFormDefinition;
  idPrefix: string;
  labelledBy?: string;
  layout: "stack" | "inline";
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
};

type LeadFormViewProps = LeadBodyProps & {
  formId: string;
  errors: FieldErrors;
  /** The summary's heading; absent when nothing is refused. */
  notice?: Notice;
  /** Extra attributes of a field's control (Conform's `getInputProps` and its kin). */
  control: (field: FieldSpec) => Record<string, unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onPointerDownCapture: () => void;
};

/**
 * The markup of every lead form: error summary, result message, hidden fields, questions and
 * buttons. Without JavaScript it is a plain `<form method="post">` to the form's route.
 */
export function LeadFormView({
  form,
  idPrefix,
  labelledBy,
  layout,
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
  formId,
  errors,
  notice,
  control,
  onSubmit,
  onBlur,
  onPointerDownCapture,
}: LeadFormViewProps) {
  const fields = form.groups.flatMap((group) => group.fields);
  const summaryItems: ErrorSummaryItem[] = fields.flatMap((field) => {
    const message = errors[field.name]?.[0];
    return message ? [{ id: `${idPrefix}-${field.name}`, message }] : [];
  });
  const marker = form.marker ?? "optional";
  const { requiredNote } = leadFormCopy;
  const fieldProps = { idPrefix, errors, defaults, marker, control };
  const submit = (
    <SubmitButton
      ref={submitRef}
      busy={busy}
      busyLabel={busyLabels[form.type]}
      className={layout === "inline" || actions ? "" : "w-full sm:w-auto"}
    >
      {form.submitLabel}
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
        id={formId}
        ref={formRef}
        method="post"
        action={form.action}
        noValidate
        tabIndex={-1}
        aria-labelledby={labelledBy}
        onSubmit={onSubmit}
        onBlur={onBlur}
        onPointerDownCapture={onPointerDownCapture}
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
              {fields.map((field) => (
                <LeadField key={field.name} field={field} {...fieldProps} />
              ))}
            </div>
            {submit}
          </div>
        ) : (
          <>
            {form.groups.map((group, index) => {
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
