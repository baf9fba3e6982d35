import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { authExtraMessages } from "~/content/account";
import { dashboardCopy, usStates } from "~/content/dashboard";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { Select } from "~/ui/form/select";
import { SubmitButton } from "~/ui/form/submit-button";
import { logoLimits } from "./brand";
import type { DashboardReply } from "./dashboard-route";
import { HeaderPreview } from "./header-preview";
import type { LaunchView } from "./service";

const copy = dashboardCopy.brand;
type BrandReply = Extract<DashboardReply, { intent: "brand" }>;

const fields = ["displayName", "state", "domain", "logo", "brandColor"] as const;

/**
 * Step 1: a multipart form posted to the page's action (a file input posts natively without
 * JavaScript). With JavaScript the preview follows the fields as they are typed.
 */
export function BrandForm({
  brand,
  reply,
  disabled,
}: {
  brand: LaunchView["brand"];
  reply?: BrandReply;
  disabled: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "brand";
  const initial = {
    displayName: reply?.values.displayName ?? brand.displayName ?? "",
    state: reply?.values.state ?? brand.state ?? "",
    domain: reply?.values.domain ?? brand.domain ?? "",
    brandColor: reply?.values.brandColor || brand.brandColor || "#1d4ed8",
  };
  const [preview, setPreview] = useState({ ...initial, logo: null as string | null });
  const storedLogo = brand.logoVersion ? `/dashboard/logo?v=${brand.logoVersion}` : null;
  const error = (field: string) => reply?.errors[field]?.[0];
  const items = fields.flatMap((field) => {
    const message = error(field);
    return message ? [{ id: `brand-${field}`, message }] : [];
  });

  return (
    <div className="flex flex-col gap-8">
      <HeaderPreview
        name={preview.displayName}
        domain={preview.domain}
        colour={preview.brandColor}
        fallback={brand.brandColor ?? "#1d4ed8"}
        logoSrc={preview.logo ?? storedLogo}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex max-w-2xl flex-col gap-5"
        aria-labelledby="step-brand-title"
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          if (target.name === "logo") {
            const file = target.files?.[0];
            if (!file || file.size > logoLimits.maxBytes) return setPreview((p) => ({ ...p, logo: null }));
            // A data: address: the page's Content-Security-Policy allows it for images, not blob:.
            const reader = new FileReader();
            reader.onload = () => setPreview((p) => ({ ...p, logo: String(reader.result) }));
            reader.readAsDataURL(file);
          } else if (target.name in initial) {
            setPreview((p) => ({ ...p, [target.name]: target.value }));
          }
        }}
      >
        {items.length ? (
          <ErrorSummary title={authExtraMessages.problem} items={items} focusKey={reply} />
        ) : null}
        <input type="hidden" name="intent" value="brand" />
        <fieldset disabled={disabled} className="flex flex-col gap-5">
          <Field
            id="brand-displayName"
            label={copy.displayName.label}
            hint={copy.displayName.hint}
            error={error("displayName")}
            required
          >
            {(control) => (
              <Input
                {...control}
                name="displayName"
                defaultValue={initial.displayName}
                maxLength={80}
                autoComplete="address-level2"
              />
            )}
          </Field>
          <Field id="brand-state" label={copy.state.label} error={error("state")} required>
            {(control) => (
              <Select {...control} name="state" options={usStates} defaultValue={initial.state} />
            )}
          </Field>
          <Field
            id="brand-domain"
            label={copy.domain.label}
            hint={copy.domain.hint}
            error={error("domain")}
            required
          >
            {(control) => (
              <Input
                {...control}
                name="domain"
                defaultValue={initial.domain}
                spellCheck={false}
                autoCapitalize="off"
                maxLength={70}
              />
            )}
          </Field>
          <Field
            id="brand-logo"
            label={copy.logo.label}
            hint={brand.hasLogo ? `${copy.logo.hint} ${copy.logo.keep}` : copy.logo.hint}
            error={error("logo")}
            required={!brand.hasLogo}
            marker="none"
          >
            {(control) => (
              <input
                {...control}
                type="file"
                name="logo"
                accept={logoLimits.types.join(",")}
                className="block w-full rounded-lg border border-ink-muted bg-surface p-2 text-base file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:font-semibold file:text-brand-strong"
              />
            )}
          </Field>
          <Field
            id="brand-brandColor"
            label={copy.colour.label}
            hint={copy.colour.hint}
            error={error("brandColor")}
            required
          >
            {(control) => (
              <input
                {...control}
                type="color"
                name="brandColor"
                defaultValue={initial.brandColor}
                className="h-11 w-24 cursor-pointer rounded-lg border border-ink-muted bg-surface p-1"
              />
            )}
          </Field>
          <div>
            <SubmitButton busy={busy} busyLabel={copy.busy}>
              {copy.submit}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
