import { Form, Link, useNavigation } from "react-router";
import { launchesAdmin, usStates } from "~/content/dashboard";
import type { LaunchReview } from "~/features/dashboard/service";
import { StepBadge } from "~/features/dashboard/step-card";
import { goLiveNext } from "~/features/dashboard/go-live";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { SubmitButton } from "~/ui/form/submit-button";
import { Textarea } from "~/ui/form/textarea";
import { DetailRow, Panel, textLinkStyle } from "~/ui/layout";
import { DataTable, type Column } from "../ui/data-table";
import type { AdminReply } from "../schemas";

const copy = launchesAdmin.page;

/** The brand as the city set it, and the logo the team is about to put live. */
function BrandDetails({ launch }: { launch: LaunchReview }) {
  const { brand } = launch.view;
  const state = usStates.find((option) => option.value === brand.state)?.label ?? brand.state;
  return (
    <Panel id="launch-brand" title={copy.brand}>
      <dl className="divide-y divide-line">
        <DetailRow label="Display name">{brand.displayName ?? "—"}</DetailRow>
        <DetailRow label="State">{state ?? "—"}</DetailRow>
        <DetailRow label="Domain">{brand.domain ?? "—"}</DetailRow>
        <DetailRow label="Brand colour">
          {brand.brandColor ? (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-6 rounded border border-line"
                style={{ backgroundColor: brand.brandColor }}
              />
              {brand.brandColor}
            </span>
          ) : (
            "—"
          )}
        </DetailRow>
        <DetailRow label={copy.logo}>
          {brand.logoVersion ? (
            <img
              src={`/admin/launches/${encodeURIComponent(launch.userId)}/logo?v=${brand.logoVersion}`}
              alt={`${brand.displayName ?? launch.email} logo`}
              width={96}
              height={96}
              className="size-24 rounded border border-line object-contain p-1"
            />
          ) : (
            copy.noLogo
          )}
        </DetailRow>
      </dl>
    </Panel>
  );
}

const sampleColumns: Column<LaunchReview["sample"][number]>[] = [
  { header: "Row", numeric: true, cell: (business) => business.row },
  { header: "Name", rowHeader: true, cell: (business) => business.name },
  { header: "Category", cell: (business) => business.category },
  { header: "Address", cell: (business) => business.address },
  { header: "Phone", cell: (business) => business.phone },
  { header: "Website", cellClassName: "break-all", cell: (business) => business.website },
];

function Sample({ launch }: { launch: LaunchReview }) {
  return (
    <Panel
      id="launch-businesses"
      title={`${copy.businesses}: ${launch.businessCount.toLocaleString("en-US")}`}
    >
      <DataTable
        id="launch-sample"
        caption={copy.sample(launch.sample.length, launch.businessCount)}
        columns={sampleColumns}
        rows={launch.sample}
        rowKey={(business) => String(business.row)}
        empty={copy.noBusinesses}
      />
    </Panel>
  );
}

/** Mark live (address and date) or send back (a note): the two answers to a request. */
function ReviewForms({ reply, today, domain }: { reply?: AdminReply; today: string; domain: string | null }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const error = (intent: string, field: string) =>
    reply?.intent === intent ? reply.errors?.[field] : undefined;
  const value = (intent: string, field: string) =>
    reply?.intent === intent ? reply.values?.[field] : undefined;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Panel id="launch-live" title={copy.markLive.heading}>
        <Form method="post" className="flex flex-col gap-5" aria-labelledby="launch-live">
          <input type="hidden" name="intent" value="live" />
          <Field
            id="live-address"
            label={copy.markLive.address.label}
            hint={copy.markLive.address.hint}
            error={error("live", "address")}
            required
            marker="none"
          >
            {(control) => (
              <Input
                {...control}
                name="address"
                type="url"
                defaultValue={value("live", "address") ?? (domain ? `https://${domain}` : undefined)}
              />
            )}
          </Field>
          <Field
            id="live-date"
            label={copy.markLive.date.label}
            hint={copy.markLive.date.hint}
            error={error("live", "date")}
            required
            marker="none"
          >
            {(control) => (
              <Input {...control} name="date" type="date" defaultValue={value("live", "date") ?? today} />
            )}
          </Field>
          <div>
            <SubmitButton busy={busy("live")} busyLabel={copy.markLive.submit}>
              {copy.markLive.submit}
            </SubmitButton>
          </div>
        </Form>
      </Panel>
      <Panel id="launch-send-back" title={copy.sendBack.heading}>
        <Form method="post" className="flex flex-col gap-5" aria-labelledby="launch-send-back">
          <input type="hidden" name="intent" value="send-back" />
          <Field
            id="send-back-note"
            label={copy.sendBack.note.label}
            error={error("send-back", "note")}
            required
            marker="none"
          >
            {(control) => (
              <Textarea
                {...control}
                name="note"
                rows={5}
                maxLength={2000}
                defaultValue={value("send-back", "note")}
              />
            )}
          </Field>
          <div>
            <SubmitButton busy={busy("send-back")} busyLabel={copy.sendBack.submit}>
              {copy.sendBack.submit}
            </SubmitButton>
          </div>
        </Form>
      </Panel>
    </div>
  );
}

export function LaunchReviewView({
  launch,
  reply,
  today,
}: {
  launch: LaunchReview;
  reply?: AdminReply;
  today: string;
}) {
  const { steps } = launch;
  return (
    <div className="flex flex-col gap-8">
      <p>
        <Link to="/admin/launches" className={textLinkStyle}>
          {copy.back}
        </Link>
      </p>
      <ul className="flex flex-wrap gap-4" aria-label="Steps">
        <li className="flex items-center gap-2">
          1. Brand <StepBadge state={steps.brand} />
        </li>
        <li className="flex items-center gap-2">
          2. Businesses <StepBadge state={steps.import} />
        </li>
        <li className="flex items-center gap-2">
          3. Go live <StepBadge state={steps.live} />
        </li>
      </ul>
      {launch.view.review.state === "live" ? (
        <p className="font-semibold">{goLiveNext(launch.view)}</p>
      ) : null}
      <BrandDetails launch={launch} />
      <Sample launch={launch} />
      {launch.view.review.state === "requested" ? (
        <ReviewForms reply={reply} today={today} domain={launch.view.brand.domain} />
      ) : (
        <p>{copy.notRequested}</p>
      )}
    </div>
  );
}
