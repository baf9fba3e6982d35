import { useState, type FormEvent, type HTMLInputAutoCompleteAttribute, type ReactNode } from "react";
import { Link, Form as RouterForm, useNavigation } from "react-router";
import type { z } from "zod";
import { authExtraMessages } from "~/content/account";
import { ErrorSummary as SummaryBox, useErrorTitle } from "~/ui/form/error-summary";
import { Field as FormField } from "~/ui/form/field";
import { FormMessage } from "~/ui/form/form-message";
import { Input } from "~/ui/form/input";
import { PasswordInput } from "~/ui/form/password-input";
import { SubmitButton, useRefocusAfterBusy } from "~/ui/form/submit-button";
import { arrivalFocusAttribute } from "~/lib/use-navigation-focus";
import { useFocusOnMount } from "~/features/account/focus";
import { Container, PageHeader, textLinkStyle } from "~/ui/layout";
import { answerNumber, type AuthReply } from "./form-route";
import { parseForm, type FieldErrors } from "./schemas";
import { useReplyToasts } from "./use-reply-toasts";

// The parts every account page is built of, read as one kit: `import * as AuthForm`, then
// `<AuthForm.Layout>`, `<AuthForm.Field>`, as Radix's primitives are.

/**
 * The frame of every account page: the page header, then one card with the form. The page is
 * that one form, so arriving from another page puts focus in its first field.
 */
export function Layout({
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

export const linkStyle = `${textLinkStyle} hover:decoration-2`;

/** The link under an account page's card, back to where the visitor set out from. */
export function BackLink({ link }: { link: { to: string; label: string } }) {
  return (
    <Link to={link.to} className={`self-start ${linkStyle}`}>
      {link.label}
    </Link>
  );
}

/**
 * An account page whose form cannot help (an expired link, a timed-out step): why, and the one
 * way on, in place of the form.
 */
export function DeadEnd({
  title,
  message,
  way,
  after,
}: {
  title: string;
  message: { title: string; description?: string };
  way: { to: string; label: string };
  after?: ReactNode;
}) {
  return (
    <Layout title={title} after={after}>
      <FormMessage tone="error" title={message.title} description={message.description} />
      <Link to={way.to} className={linkStyle}>
        {way.label}
      </Link>
    </Layout>
  );
}

/**
 * A refused call (not refused fields: a wrong password, a taken address, a wrong code), written
 * into the page with or without JavaScript: a toast would go, and the visitor needs it while
 * trying again. It goes with the next try (`hidden`: sent, or refused by the browser's check);
 * each answer is a new alert that takes focus, so it is read out even when the words repeat.
 */
export function ReplyError({ reply, hidden }: { reply: AuthReply | undefined; hidden: boolean }) {
  if (hidden || reply?.status !== "error" || !reply.notice) return null;
  return <ErrorMessage key={answerNumber(reply)} notice={reply.notice} />;
}

function ErrorMessage({ notice }: { notice: NonNullable<AuthReply["notice"]> }) {
  const box = useFocusOnMount<HTMLDivElement>();
  useErrorTitle();
  return <FormMessage ref={box} tone="error" title={notice.title} description={notice.description} />;
}

type FieldProps = {
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
export function Field({ id, name, label, hint, error, kind, autoComplete, ...rest }: FieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required>
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
    </FormField>
  );
}

/** The error summary of an account form: one line per message, linked to its first field. */
export function ErrorSummary({
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
  return <SummaryBox title={authExtraMessages.problem} items={items} focusKey={focusKey} />;
}

/**
 * The browser's check of an account form before it is sent, with the server's schema. A refused
 * form is not sent, and its summary takes focus; otherwise the refusals shown are the server's.
 */
export function useFormCheck<T>(schema: z.ZodType<T>, reply: AuthReply | undefined) {
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

  /** The browser refused the last try: the server's answer to the one before is stale. */
  const refusedHere = refusal !== undefined;
  return { errors, focusKey, onSubmit, refusedHere };
}

/**
 * What an account page with one form needs of its state: the action's reply (a success told by a
 * toast unless it came with the page), whether the form is on its way, and the browser's check.
 */
export function usePage<T>(schema: z.ZodType<T>, actionData: unknown) {
  const { reply, fromPage } = useReplyToasts(actionData as AuthReply | undefined);
  const busy = useNavigation().formMethod !== undefined;
  return { reply, fromPage, busy, ...useFormCheck(schema, reply) };
}

/**
 * An account form, posted to its route's action (or `action`): its fields, the submit button,
 * then anything that belongs under it (`after`: a link to another way in).
 */
export function Form({
  action,
  onSubmit,
  busy,
  busyLabel,
  submit,
  after,
  children,
}: {
  action?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  busyLabel: string;
  submit: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RouterForm method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {children}
      <Submit busy={busy} busyLabel={busyLabel}>
        {submit}
      </Submit>
      {after}
    </RouterForm>
  );
}

/**
 * The submit button of an account form. Disabled while the form is sent, it loses focus; it
 * takes it back with the answer, unless something else (an error summary) took it meanwhile.
 */
function Submit({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  const button = useRefocusAfterBusy(busy);
  return (
    <SubmitButton ref={button} busy={busy} busyLabel={busyLabel} className="w-full">
      {children}
    </SubmitButton>
  );
}
