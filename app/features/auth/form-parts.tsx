import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
} from "react";
import type { z } from "zod";
import { authExtraMessages } from "~/content/account";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { PasswordInput } from "~/ui/form/password-input";
import { SubmitButton } from "~/ui/form/submit-button";
import { arrivalFocusAttribute } from "~/lib/use-navigation-focus";
import { Container, PageHeader } from "~/ui/layout";
import type { AuthReply } from "./form-route";
import { parseForm, type FieldErrors } from "./schemas";

/**
 * The frame of every account page: the page header, then one card with the form. The page is
 * that one form, so arriving from another page puts focus in its first field.
 */
export function AuthLayout({
  title,
  lead,
  children,
  after,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Links under the card (back to home, back to sign in). */
  after?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <div
            {...{ [arrivalFocusAttribute]: "" }}
            className="flex flex-col gap-6 rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8"
          >
            {children}
          </div>
          {after}
        </div>
      </Container>
    </>
  );
}

export const textLinkStyle =
  "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong hover:decoration-2";

type AuthFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  kind: "email" | "password" | "code";
  autoComplete: HTMLInputAutoCompleteAttribute;
  defaultValue?: string;
  disabled: boolean;
  autoFocus?: boolean;
  inputMode?: "numeric" | "text";
};

/** One question of an account form: label, hint, error and the control, wired together. */
export function AuthField({ id, name, label, hint, error, kind, autoComplete, ...rest }: AuthFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required>
      {(wiring) => {
        const props = { ...wiring, ...rest, name, autoComplete };
        if (kind === "password") return <PasswordInput {...props} />;
        return (
          <Input
            {...props}
            type={kind === "email" ? "email" : "text"}
            spellCheck={false}
            autoCapitalize="none"
          />
        );
      }}
    </Field>
  );
}

/** The error summary of an account form: one line per message, linked to its first field. */
export function AuthErrorSummary({
  errors,
  ids,
  focusKey,
}: {
  errors: FieldErrors;
  /** The control's id of each field, in the form's order. */
  ids: Readonly<Record<string, string>>;
  focusKey: unknown;
}) {
  const items: { id: string; message: string }[] = [];
  for (const [name, id] of Object.entries(ids)) {
    const message = errors[name];
    // "Please fill in all fields" once, not once per empty field.
    if (message && !items.some((item) => item.message === message)) items.push({ id, message });
  }
  if (!items.length) return null;
  return <ErrorSummary title={authExtraMessages.problem} items={items} focusKey={focusKey} />;
}

/**
 * The browser's check of an account form before it is sent, with the server's schema. A refused
 * form is not sent, and its summary takes focus; otherwise the refusals shown are the server's.
 */
export function useAuthForm<T>(schema: z.ZodType<T>, reply: AuthReply | undefined) {
  const [refusal, setRefusal] = useState<{ errors: FieldErrors; count: number }>();
  const serverErrors = reply?.status === "invalid" ? reply.errors : undefined;
  const errors = refusal?.errors ?? serverErrors ?? {};
  const focusKey = refusal ? refusal.count : reply;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setRefusal(undefined);
      return;
    }
    event.preventDefault();
    setRefusal((last) => ({ errors: parsed.errors, count: (last?.count ?? 0) + 1 }));
  }

  return { errors, focusKey, onSubmit };
}

/**
 * The submit button of an account form. Disabled while the form is sent, it loses focus; it
 * takes it back with the answer, unless something else (an error summary) took it meanwhile.
 */
export function AuthSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return (
    <SubmitButton ref={button} busy={busy} busyLabel={busyLabel} className="w-full">
      {children}
    </SubmitButton>
  );
}
