import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { leadFormCopy } from "~/content/lead-forms";
import { busyLabels, type LeadType, type Notice } from "~/content/leads";
import { usePageFormToken } from "~/lib/form-token";
import { Checkbox } from "~/ui/form/checkbox";
import type { ErrorSummaryItem } from "~/ui/form/error-summary";
import { Field, type RequiredMarker } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { Select } from "~/ui/form/select";
import { SubmitButton } from "~/ui/form/submit-button";
import { Textarea } from "~/ui/form/textarea";
import type { FieldErrors, LeadReply } from "../reply";
import type { pipelineFields } from "../schemas";
import { loadToastViewport, pushToast } from "../toast/store";
import { ErrorSummary, FormMessage, loadResults } from "./deferred-results";
import type { FieldSpec, LeadFormDefinition } from "./types";

// The pipeline's hidden fields, checked against schemas.ts at compile time; importing the value
// would bring Zod into every page.
const tokenField: (typeof pipelineFields)["token"] = "_formToken";
const honeypotField: (typeof pipelineFields)["honeypot"] = "_leave_blank";

type Validation = typeof import("./client-validation");
let validation: Validation | undefined;
let validationLoading: Promise<Validation> | undefined;

/** Zod, Conform and the schemas: loaded once, the first time a visitor focuses or sends a form. */
function loadValidation(): Promise<Validation> {
  validationLoading ??= import("./client-validation").then(
    (module) => (validation = module),
    (error: unknown) => {
      validationLoading = undefined;
      throw error;
    },
  );
  return validationLoading;
}

/** Everything a submission may need, fetched while the visitor is still typing. */
function preload() {
  loadValidation().catch(() => undefined);
  loadResults().catch(() => undefined);
  loadToastViewport().catch(() => undefined);
}

/**
 * The freshest form token the server has handed out during this visit. The page's own token is
 * the idempotency key of one submission per form type; a form that mounts again (a dialog opened
 * a second time, a page visited again) starts from this one, so a new request is not taken for
 * a repeat of the last.
 */
let freshestToken: string | undefined;
const rememberToken = (token: string) => {
  if (token) freshestToken = token;
};

/** Answers of the browser's own check; `notice` is absent when everything passed. */
type ClientCheck = { errors: FieldErrors; notice?: Notice };
const passed: ClientCheck = { errors: {} };

function isReply(value: unknown, type: LeadType): value is LeadReply {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === type &&
    "status" in value
  );
}

export type SuccessScreenProps = {
  notice: Notice;
  /** Shows an empty form again (with JavaScript). */
  again: () => void;
  /** The same without JavaScript: the form's page. */
  againHref: string;
};

export type LeadFormProps<T extends LeadType> = {
  form: LeadFormDefinition<T>;
  /** Overrides the definition's id prefix when the form appears a second time on a page. */
  idPrefix?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Shares the submission's state with a surrounding component (a dialog that must not close). */
  fetcherKey?: string;
  /** Answers to start with (e.g. from the URL); ignored once the form has been sent. */
  initialValues?: Readonly<Record<string, string>>;
  /** After a successful submit with JavaScript, e.g. to close a dialog. */
  onSuccess?: () => void;
  /** A screen that replaces the form after success (pilot, demo). */
  success?: (props: SuccessScreenProps) => ReactNode;
  /** More buttons beside submit (Cancel in dialogs); they are told when the form is sending. */
  actions?: (busy: boolean) => ReactNode;
  /** "inline": the only field and the button on one row (newsletter). */
  layout?: "stack" | "inline";
  summaryHeadingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * Every lead form of the site (design principle 1: a form is a definition, not new plumbing).
 *
 * Without JavaScript it is a plain `<form method="post">` to the form's route: the server answers
 * with the page and its reply (action data), which this renders: the error summary and the
 * answers, or the result. With JavaScript it posts through a fetcher (no reload), checks the
 * answers first with the same Zod schema as the server (loaded on first focus), re-checks on
 * blur after the first submit, and reports the result with a toast.
 */
export function LeadForm<T extends LeadType>({
  form,
  idPrefix = form.idPrefix,
  labelledBy,
  fetcherKey,
  initialValues,
  onSuccess,
  success,
  actions,
  layout = "stack",
  summaryHeadingLevel = 3,
  className = "",
}: LeadFormProps<T>) {
  const { type, action } = form;
  const fetcher = useFetcher({ key: fetcherKey });
  const location = useLocation();
  const actionData = useActionData();
  const pageToken = usePageFormToken();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Without JavaScript the reply arrives as this page's action data; with it, as fetcher data.
  const onActionPage = location.pathname.replace(/\/+$/, "") === action;
  const pageReply = onActionPage && isReply(actionData, type) ? actionData : undefined;
  const fetched = isReply(fetcher.data, type) ? fetcher.data : undefined;
  const latest = fetched ?? pageReply;

  const [client, setClient] = useState<ClientCheck | null>(null);
  const [validated, setValidated] = useState(false);
  const [checking, setChecking] = useState(false);
  /** Bumped by each success: the form is rebuilt empty. */
  const [generation, setGeneration] = useState(0);
  /** Bumped by each refused submit: the error summary takes focus again. */
  const [focusRequest, setFocusRequest] = useState(0);
  /** A success screen the visitor has left with "again". */
  const [dismissed, setDismissed] = useState<LeadReply>();

  // A new reply from the server replaces what the browser's check said (adjusting state while
  // rendering, as React recommends, rather than in an effect).
  const [seen, setSeen] = useState(fetched);
  if (fetched !== seen) {
    setSeen(fetched);
    setClient(null);
    if (fetched?.status === "success") {
      setGeneration((value) => value + 1);
      setValidated(false);
    }
    if (fetched?.status === "invalid") setFocusRequest((value) => value + 1);
  }

  const shown = latest === dismissed ? undefined : latest;
  const busy = checking || fetcher.state !== "idle";
  const token = latest?.nextToken || freshestToken || pageToken;
  const errors: FieldErrors = client?.errors ?? (shown?.status === "invalid" ? shown.errors : {});
  const notice = client ? client.notice : shown?.status === "invalid" ? shown.notice : undefined;
  const defaults: Readonly<Record<string, string>> =
    generation > 0
      ? {}
      : pageReply && pageReply.status !== "success"
        ? pageReply.fields
        : (initialValues ?? {});

  const reported = useRef(fetched);
  const report = useEffectEvent((reply: LeadReply) => {
    rememberToken(reply.nextToken);
    const { title, description } = reply.notice;
    if (reply.status === "success") {
      pushToast({ title, description, variant: "success" });
      onSuccess?.();
      if (!success) formRef.current?.focus();
    } else if (reply.status !== "invalid") {
      pushToast({ title, description, variant: "destructive" });
      submitRef.current?.focus();
    }
  });
  useEffect(() => {
    if (!fetched || reported.current === fetched) return;
    reported.current = fetched;
    report(fetched);
  }, [fetched]);

  useEffect(() => {
    if (dismissed) formRef.current?.focus();
  }, [dismissed]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    setValidated(true);
    let check = validation;
    if (!check) {
      setChecking(true);
      // If the check cannot load (offline, a new deploy), the server still checks everything.
      check = await loadValidation().catch(() => undefined);
      setChecking(false);
    }
    const result = check?.checkLead(type, formData);
    if (result) {
      setClient(result);
      setFocusRequest((value) => value + 1);
      return;
    }
    setClient(passed);
    await fetcher.submit(formData, { method: "post", action });
  }

  // Re-checking on blur changes the page above the button (a message goes, the summary
  // shrinks). If the blur comes from pressing the submit button, the button would move under the
  // pointer and the click be lost, so a blur during a press is checked when the press ends.
  const pressing = useRef(false);
  const pendingCheck = useRef<HTMLFormElement | null>(null);

  function recheck(formElement: HTMLFormElement) {
    if (!validated || !validation) return;
    setClient(validation.checkLead(type, new FormData(formElement)) ?? passed);
  }

  function release() {
    pressing.current = false;
    const pending = pendingCheck.current;
    pendingCheck.current = null;
    if (pending?.isConnected) recheck(pending);
  }

  function handlePointerDown() {
    pressing.current = true;
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !name || name.startsWith("_")) return;
    if (pressing.current) pendingCheck.current = event.currentTarget;
    else recheck(event.currentTarget);
  }

  if (shown?.status === "success" && success) {
    return success({
      notice: shown.notice,
      again: () => setDismissed(shown),
      // The query makes the link load a new page: after a POST to `action` the address is
      // already `action`, and a link differing only in its fragment would just scroll.
      againHref: `${action}?again#${form.anchor}`,
    });
  }

  const fields = form.groups.flatMap((group) => group.fields);
  const summaryItems: ErrorSummaryItem[] = fields.flatMap((field) => {
    const message = errors[field.name]?.[0];
    return message ? [{ id: `${idPrefix}-${field.name}`, message }] : [];
  });
  const marker = form.marker ?? "optional";
  const { requiredNote } = leadFormCopy;
  const fromPage = shown && shown === pageReply;
  const submit = (
    <SubmitButton
      ref={submitRef}
      busy={busy}
      busyLabel={busyLabels[type]}
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
          focusKey={focusRequest}
          headingLevel={summaryHeadingLevel}
        />
      ) : null}
      {fromPage && shown.status !== "invalid" ? (
        <FormMessage
          tone={shown.status === "success" ? "success" : "error"}
          title={shown.notice.title}
          description={shown.notice.description}
        />
      ) : null}

      <form
        key={generation}
        ref={formRef}
        method="post"
        action={action}
        noValidate
        tabIndex={-1}
        aria-labelledby={labelledBy}
        onSubmit={handleSubmit}
        onBlur={handleBlur}
        onPointerDownCapture={handlePointerDown}
        onFocus={preload}
        className="flex flex-col gap-6 outline-none"
      >
        <input type="hidden" name={tokenField} value={token} />
        <div aria-hidden="true" className="sr-only">
          <label>
            {leadFormCopy.honeypotLabel}
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
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
                <LeadField key={field.name} field={field} {...{ idPrefix, errors, defaults, marker }} />
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
                    <LeadField key={field.name} field={field} {...{ idPrefix, errors, defaults, marker }} />
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
};

/** One question of a definition, as the right control. */
function LeadField({ field, idPrefix, errors, defaults, marker }: LeadFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const error = errors[field.name]?.[0];
  const span = field.half ? "" : "sm:col-span-2";
  const defaultValue = defaults[field.name] ?? "";
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
        defaultChecked={Boolean(defaultValue)}
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
      {(control) =>
        field.kind === "select" ? (
          <Select
            {...control}
            name={field.name}
            options={field.options ?? []}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            defaultValue={defaultValue}
          />
        ) : field.kind === "textarea" ? (
          <Textarea
            {...control}
            name={field.name}
            rows={field.rows}
            autoComplete={field.autoComplete}
            defaultValue={defaultValue}
          />
        ) : (
          <Input
            {...control}
            name={field.name}
            type={field.kind}
            autoComplete={field.autoComplete}
            defaultValue={defaultValue}
            {...(field.kind === "email" || field.kind === "url"
              ? { spellCheck: false, autoCapitalize: "none" }
              : {})}
          />
        )
      }
    </Field>
  );
}
