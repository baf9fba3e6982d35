import { z } from "zod";
import { leadTypes, type LeadType } from "../../app/content/leads";
import { attributionFields, type AttributionField } from "./attribution";

/** Where leads are handed on; each destination is on when its variables are set. */
export type DestinationSettings = {
  webhook?: { url: string; secret: string };
  hubspot?: { portalId: string; formIds: Record<LeadType, string>; apiUrl: string };
  salesforce?: { oid: string; url: string; attributionFields: Partial<Record<AttributionField, string>> };
};

const url = z.url({ protocol: /^https?$/ });
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Standard Webhooks secret: "whsec_" and base64 of 24 to 64 random bytes (the specification's
 * range), so a truncated copy is caught at start rather than by every receiver.
 */
const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, "LEAD_WEBHOOK_SECRET must be whsec_ followed by base64")
  .refine((value) => {
    const bytes = Buffer.from(value.slice("whsec_".length), "base64").length;
    return bytes >= 24 && bytes <= 64;
  }, "LEAD_WEBHOOK_SECRET must hold 24 to 64 bytes after whsec_");

/** "key=value,key=value", every key among `keys`, every value matching `value`. */
function pairs<K extends string>(keys: readonly K[], value: RegExp, what: string) {
  return z.string().transform((text, ctx) => {
    const result: Partial<Record<K, string>> = {};
    for (const part of text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [key = "", given = ""] = part.split("=").map((item) => item.trim());
      if (!(keys as readonly string[]).includes(key)) {
        ctx.addIssue({ code: "custom", message: `"${key}" is not one of ${keys.join(", ")}` });
      } else if (!value.test(given)) {
        ctx.addIssue({ code: "custom", message: `${key}: "${given}" is not ${what}` });
      } else result[key as K] = given;
    }
    return result;
  });
}

export const destinationEnv = {
  LEAD_WEBHOOK_URL: url.optional(),
  LEAD_WEBHOOK_SECRET: webhookSecret.optional(),
  HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, "HUBSPOT_PORTAL_ID must be the portal's number").optional(),
  HUBSPOT_FORM_IDS: pairs(leadTypes, guid, "a form GUID").optional(),
  /** Tests: a local server standing in for api.hsforms.com. */
  HUBSPOT_API_URL: url.default("https://api.hsforms.com"),
  SALESFORCE_OID: z
    .string()
    .regex(/^00D[A-Za-z0-9]{12}([A-Za-z0-9]{3})?$/, "SALESFORCE_OID must be an organization id (00D…)")
    .optional(),
  /** Tests: a local server standing in for webto.salesforce.com. */
  SALESFORCE_WEB_TO_LEAD_URL: url.default(
    "https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8",
  ),
  SALESFORCE_UTM_FIELDS: pairs(attributionFields, /^\w{1,80}$/, "a field id").optional(),
};

type Env = z.output<z.ZodObject<typeof destinationEnv>>;

/**
 * The destinations the variables turn on, or the lines saying what is missing: a destination
 * half configured would fail every lead quietly, so it stops the server instead.
 */
export function destinationSettings(e: Env): { settings: DestinationSettings; problems: string[] } {
  const problems: string[] = [];
  const together = (names: Record<string, unknown>) => {
    const missing = Object.keys(names).filter((name) => !names[name]);
    if (missing.length === Object.keys(names).length) return false;
    for (const name of missing) problems.push(`${name}: required with ${Object.keys(names).join(" and ")}`);
    return missing.length === 0;
  };
  const settings: DestinationSettings = {};
  if (together({ LEAD_WEBHOOK_URL: e.LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET: e.LEAD_WEBHOOK_SECRET })) {
    settings.webhook = { url: e.LEAD_WEBHOOK_URL!, secret: e.LEAD_WEBHOOK_SECRET! };
  }
  if (together({ HUBSPOT_PORTAL_ID: e.HUBSPOT_PORTAL_ID, HUBSPOT_FORM_IDS: e.HUBSPOT_FORM_IDS })) {
    const formIds = e.HUBSPOT_FORM_IDS!;
    const unmapped = leadTypes.filter((type) => !formIds[type]);
    if (unmapped.length) problems.push(`HUBSPOT_FORM_IDS: no form GUID for ${unmapped.join(", ")}`);
    else {
      settings.hubspot = {
        portalId: e.HUBSPOT_PORTAL_ID!,
        formIds: formIds as Record<LeadType, string>,
        apiUrl: e.HUBSPOT_API_URL.replace(/\/+$/, ""),
      };
    }
  }
  if (e.SALESFORCE_UTM_FIELDS && !e.SALESFORCE_OID) {
    problems.push("SALESFORCE_OID: required with SALESFORCE_UTM_FIELDS");
  }
  if (e.SALESFORCE_OID) {
    settings.salesforce = {
      oid: e.SALESFORCE_OID,
      url: e.SALESFORCE_WEB_TO_LEAD_URL,
      attributionFields: e.SALESFORCE_UTM_FIELDS ?? {},
    };
  }
  return { settings, problems };
}
