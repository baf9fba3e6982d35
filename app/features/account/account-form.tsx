import type { ReactNode } from "react";
import { accountMessages } from "~/content/account";
import { ErrorSummary, type ErrorSummaryItem } from "~/ui/form/error-summary";
import { SubmitButton } from "~/ui/form/submit-button";
import { summaryDescription, intentField, type AccountIntent } from "./schemas";
import { accountAction, type AccountFormState } from "./use-account-form";

/** The id of a field's control: unique on the page, as every form of /account shares it. */
export const fieldId = (intent: AccountIntent, name: string) => `${intent}-${name}`;

type AccountFormProps = {
  intent: AccountIntent;
  state: AccountFormState;
  /** The form's fields, in order: the error summary links them in this order. */
  fields: readonly string[];
  submitLabel: string;
  busyLabel: string;
  labelledBy?: string;
  /** Fields besides the intent that the form sends as they are (hidden). */
  hidden?: ReactNode;
  children?: ReactNode;
};

/**
 * The frame of every form of /account: the GOV.UK error summary (focused on each refusal), a
 * plain `<form method="post">` to /account with its intent, the fields, and the submit button.
 */
export function AccountForm({
  intent,
  state,
  fields,
  submitLabel,
  busyLabel,
  labelledBy,
  hidden,
  children,
}: AccountFormProps) {
  const { errors, message, busy, onSubmit, focusKey } = state;
  const items: ErrorSummaryItem[] = fields.flatMap((name) => {
    const first = errors[name]?.[0];
    return first ? [{ id: fieldId(intent, name), message: first }] : [];
  });
  const description = message ?? summaryDescription(intent, errors);
  return (
    <div className="flex flex-col gap-5">
      {items.length || message ? (
        <ErrorSummary
          title={accountMessages.summaryTitle}
          description={description}
          items={items}
          focusKey={focusKey}
          headingLevel={3}
        />
      ) : null}
      <form
        method="post"
        action={accountAction}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name={intentField} value={intent} />
        {hidden}
        {children}
        <div>
          <SubmitButton busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
