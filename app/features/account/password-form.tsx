import { accountPage } from "~/content/account";
import { Checkbox } from "~/ui/form/checkbox";
import { Field } from "~/ui/form/field";
import { PasswordInput } from "~/ui/form/password-input";
import { AccountForm, fieldId } from "./account-form";
import { useAccountForm } from "./use-account-form";

const intent = "change-password";
const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;
const copy = accountPage.password;

const labels = { currentPassword: copy.current, newPassword: copy.new, confirmPassword: copy.confirm };
const autoComplete = {
  currentPassword: "current-password",
  newPassword: "new-password",
  confirmPassword: "new-password",
};

/** Current, new and confirmed password; passwords are never sent back into the page. */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const state = useAccountForm(intent);
  return (
    <AccountForm
      intent={intent}
      state={state}
      fields={fields}
      submitLabel={copy.submit}
      busyLabel={copy.busy}
      labelledBy={labelledBy}
    >
      {fields.map((name) => (
        <Field
          key={name}
          id={fieldId(intent, name)}
          label={labels[name]}
          hint={name === "newPassword" ? copy.newHint : undefined}
          error={state.errors[name]?.[0]}
          required
        >
          {(wiring) => (
            <div className="sm:max-w-sm">
              <PasswordInput {...wiring} name={name} autoComplete={autoComplete[name]} />
            </div>
          )}
        </Field>
      ))}
      <Checkbox
        id={fieldId(intent, "revokeOtherSessions")}
        name="revokeOtherSessions"
        label={copy.revokeOthers}
        hint={copy.revokeOthersHint}
      />
    </AccountForm>
  );
}
