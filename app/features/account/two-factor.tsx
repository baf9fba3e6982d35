import { ShieldCheck, ShieldOff } from "lucide-react";
import { accountPage } from "~/content/account";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { PasswordInput } from "~/ui/form/password-input";
import { AccountForm, fieldId } from "./account-form";
import { useFocusOnMount } from "./focus";
import type { TwoFactorSetupView } from "./reply";
import type { AccountIntent } from "./schemas";
import { useAccountForm } from "./use-account-form";

const copy = accountPage.twoFactor;

/** On: a way to turn it off. Off: a way to turn it on, then the set-up, then the code. */
export function TwoFactorSection({ enabled, headingId }: { enabled: boolean; headingId: string }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{copy.intro}</p>
      <p className="flex items-center gap-2 font-semibold">
        {copy.stateLabel} <StateBadge enabled={enabled} />
      </p>
      {enabled ? <TurnOff headingId={headingId} /> : <TurnOn headingId={headingId} />}
    </div>
  );
}

function StateBadge({ enabled }: { enabled: boolean }) {
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        enabled ? "bg-accent-soft text-accent" : "bg-surface-alt text-ink"
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {enabled ? copy.on : copy.off}
    </span>
  );
}

function PasswordConfirmForm({
  intent,
  hint,
  submitLabel,
  busyLabel,
  headingId,
}: {
  intent: AccountIntent;
  hint: string;
  submitLabel: string;
  busyLabel: string;
  headingId: string;
}) {
  const state = useAccountForm(intent);
  return (
    <AccountForm
      intent={intent}
      state={state}
      fields={["password"]}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      labelledBy={headingId}
    >
      <Field
        id={fieldId(intent, "password")}
        label={copy.password}
        hint={hint}
        error={state.errors.password?.[0]}
        required
      >
        {(wiring) => (
          <div className="sm:max-w-sm">
            <PasswordInput {...wiring} name="password" autoComplete="current-password" />
          </div>
        )}
      </Field>
    </AccountForm>
  );
}

function TurnOff({ headingId }: { headingId: string }) {
  return (
    <PasswordConfirmForm
      intent="two-factor-disable"
      hint={copy.turnOffHint}
      submitLabel={copy.turnOff}
      busyLabel={copy.turnOffBusy}
      headingId={headingId}
    />
  );
}

function TurnOn({ headingId }: { headingId: string }) {
  // Both hooks read the same replies as the forms below (one fetcher per intent): the set-up
  // comes from turning on, or back with a refused code.
  const enable = useAccountForm("two-factor-enable");
  const verify = useAccountForm("two-factor-verify");
  const setup = verify.reply ? verify.reply.setup : enable.reply?.setup;
  // A refused code brings its error summary, which takes focus instead of the heading.
  if (setup) return <TwoFactorSetup setup={setup} focusHeading={!verify.reply} />;
  return (
    <PasswordConfirmForm
      intent="two-factor-enable"
      hint={copy.turnOnHint}
      submitLabel={copy.turnOn}
      busyLabel={copy.turnOnBusy}
      headingId={headingId}
    />
  );
}

/** Groups of four, as authenticator apps and password managers show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function TwoFactorSetup({ setup, focusHeading }: { setup: TwoFactorSetupView; focusHeading: boolean }) {
  const { setup: s } = copy;
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const intent = "two-factor-verify";
  const state = useAccountForm(intent);
  return (
    <section
      aria-labelledby="two-factor-setup"
      className="flex flex-col gap-6 rounded-lg border border-line p-4 sm:p-6"
    >
      <h3
        ref={heading}
        id="two-factor-setup"
        tabIndex={-1}
        // The set-up replaces the form that asked for it: focus follows, with or without JavaScript.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusHeading}
        className="text-xl font-bold outline-none"
      >
        {s.heading}
      </h3>
      <div className="flex flex-col gap-3">
        <p>{s.scan}</p>
        <img src={setup.qr} alt={s.qrLabel} className="size-52 rounded-md border border-line bg-white" />
        <p>{s.manual}</p>
        <p>
          <code
            data-testid="totp-secret"
            // Lines break only between the groups of four, never inside one.
            className="inline-block rounded-md bg-surface-alt px-3 py-2 font-mono text-base"
          >
            {grouped(setup.secret)}
          </code>
        </p>
        <p>
          <a href={setup.totpURI} className="font-semibold text-brand underline underline-offset-4">
            {s.openApp}
          </a>
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <h4 className="text-lg font-bold">{s.backupHeading}</h4>
        <p className="text-ink-muted">{s.backupNote}</p>
        {/* Two columns only where a code fits on one line in each. */}
        <ul aria-label={s.backupHeading} className="grid max-w-md gap-2 font-mono min-[440px]:grid-cols-2">
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded-md bg-surface-alt px-3 py-1.5 whitespace-nowrap">
              {code}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3">
        <h4 id="two-factor-verify" className="text-lg font-bold">
          {s.verifyHeading}
        </h4>
        <AccountForm
          intent={intent}
          state={state}
          fields={["code"]}
          submitLabel={s.verify}
          busyLabel={s.verifyBusy}
          labelledBy="two-factor-verify"
          hidden={
            // Without JavaScript a refused code comes back as a new page: these show the same
            // set-up again. They are this visitor's own, sent back to them.
            <>
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              {setup.backupCodes.map((code) => (
                <input key={code} type="hidden" name="backupCode" value={code} />
              ))}
            </>
          }
        >
          <Field
            id={fieldId(intent, "code")}
            label={s.code}
            hint={s.codeHint}
            error={state.errors.code?.[0]}
            required
          >
            {(wiring) => (
              <Input
                {...wiring}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                spellCheck={false}
                maxLength={8}
                className="max-w-40 font-mono tracking-widest"
              />
            )}
          </Field>
        </AccountForm>
      </div>
    </section>
  );
}
