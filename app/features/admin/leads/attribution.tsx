import { z } from "zod";
import {
  attributionFilterCopy as filterCopy,
  attributionLabels,
  leadAttributionCopy as copy,
} from "~/content/attribution";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { DetailRow, Panel } from "~/ui/layout";
import { attributionKeys, type Attribution } from "../../leads/attribution";

/**
 * Where leads came from, as the team's inbox shows it: on a lead's page, as filters of the list
 * and the export, and on the Sources page (app/routes/admin/layout/sources.tsx).
 *
 * A lead's source is its utm_source; without one, "(referral: host)" when its visit came from
 * another site, else "(direct)": the server's queries compute it (server/inbox/attribution.ts).
 */

/** The inbox's filters by where a lead came from; each is exact, "(none)" for no value. */
export type AttributionFilter = { source?: string; medium?: string; campaign?: string };

export const attributionFilterFields = ["source", "medium", "campaign"] as const;

const filterText = z
  .string()
  .trim()
  .max(200, filterCopy.tooLong)
  .transform((value) => value || undefined);

/** The parts of the inbox's filter schema (./filter.ts) for these filters. */
export const attributionFilterShape = {
  source: filterText,
  medium: filterText,
  campaign: filterText,
};

/** The filters' inputs, inside the inbox's filter form. */
export function AttributionFilterFields({
  values,
  errors,
  fieldId,
}: {
  values: Partial<Record<(typeof attributionFilterFields)[number], string>>;
  errors: Partial<Record<(typeof attributionFilterFields)[number], string>>;
  fieldId: (field: (typeof attributionFilterFields)[number]) => string;
}) {
  return (
    <>
      {attributionFilterFields.map((field) => (
        <Field
          key={field}
          id={fieldId(field)}
          label={filterCopy[field].label}
          hint={filterCopy[field].hint}
          error={errors[field]}
          marker="none"
        >
          {(wiring) => <Input {...wiring} name={field} defaultValue={values[field] ?? ""} maxLength={200} />}
        </Field>
      ))}
    </>
  );
}

/** A lead's attribution on its page; values are text (React escapes them). */
export function LeadAttribution({ attribution }: { attribution: Attribution }) {
  return (
    <Panel id="lead-attribution" title={copy.heading}>
      <p className="mb-3 text-ink-muted">{copy.intro}</p>
      <dl className="divide-y divide-line">
        {attributionKeys.map((key) => (
          <DetailRow key={key} label={attributionLabels[key]}>
            {attribution[key] ?? <span className="text-ink-muted">{copy.unknown}</span>}
          </DetailRow>
        ))}
      </dl>
    </Panel>
  );
}
