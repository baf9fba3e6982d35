import { Webhook } from "standardwebhooks";
import { leadFormPaths } from "../../app/content/leads";
import { leadTypeNames } from "../../app/content/admin";
import { site } from "../../app/content/site";
import { utmFields } from "./attribution";
import { post, type DeliveryResult, type OutgoingRequest } from "./http";
import { leadDescription, personOf, type DeliveredLead } from "./lead";
import type { DestinationSettings } from "./settings";

export type DestinationKind = "webhook" | "hubspot" | "salesforce";

/** A delivery job as the outbox stores it: the destination, and where it goes for the inbox. */
export type DeliveryJob = { channel: "delivery"; kind: DestinationKind; recipient: string };

export type Destinations = {
  /** The jobs every stored lead gets, one per configured destination; none when none is set. */
  jobs: readonly DeliveryJob[];
  /** One attempt to hand the lead to that destination. */
  deliver(kind: string, lead: DeliveredLead): Promise<DeliveryResult>;
};

const formName = (lead: DeliveredLead) => leadTypeNames[lead.type];

/** The Standard Webhooks event: the lead as stored, and where its visit came from. */
export function webhookEvent(lead: DeliveredLead) {
  return {
    type: "lead.created",
    timestamp: lead.createdAt,
    data: {
      id: lead.id,
      form: lead.type,
      created_at: lead.createdAt,
      fields: lead.data,
      attribution: lead.attribution,
    },
  };
}

/**
 * Signed per attempt (the timestamp is the attempt's); the id is the lead's, so a receiver that
 * got it already, through a retry after a lost answer, can drop the repeat.
 */
export function webhookRequest(
  settings: NonNullable<DestinationSettings["webhook"]>,
  lead: DeliveredLead,
  now = new Date(),
): OutgoingRequest {
  const id = `lead_${lead.id}`;
  const body = JSON.stringify(webhookEvent(lead));
  return {
    url: settings.url,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(settings.secret).sign(id, now, body),
    },
    body,
  };
}

/** The page the form is on, for a CRM's record of where the lead came in. */
const pageUri = (lead: DeliveredLead, origin: string) =>
  `${origin}${lead.attribution.form_path ?? leadFormPaths[lead.type]}`;

/**
 * HubSpot's Forms API, "submit data to a form" (v3): standard contact properties where the lead
 * has them, the UTM values as the form's hidden fields of the same names. No `hutk`: the site
 * sets no tracking cookie.
 */
export function hubspotRequest(
  settings: NonNullable<DestinationSettings["hubspot"]>,
  lead: DeliveredLead,
  origin: string,
): OutgoingRequest {
  const person = personOf(lead.data);
  const properties: [string, string][] = [
    ["email", person.email],
    ["firstname", person.firstName],
    ["lastname", person.lastName],
    ["phone", person.phone],
    ["company", person.company],
    ["jobtitle", person.title],
    ["city", person.city],
    ["message", leadDescription(lead, formName(lead))],
    ...utmFields.map((field): [string, string] => [field, lead.attribution[field] ?? ""]),
  ];
  const body = {
    submittedAt: String(Date.parse(lead.createdAt)),
    fields: properties
      .filter(([, value]) => value)
      .map(([name, value]) => ({ objectTypeId: "0-1", name, value })),
    context: { pageUri: pageUri(lead, origin), pageName: `${site.name}: ${formName(lead)}` },
  };
  return {
    url: `${settings.apiUrl}/submissions/v3/integration/submit/${settings.portalId}/${settings.formIds[lead.type]}`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** Salesforce Web-to-Lead: the standard form post, attribution in the custom fields configured. */
export function salesforceRequest(
  settings: NonNullable<DestinationSettings["salesforce"]>,
  lead: DeliveredLead,
): OutgoingRequest {
  const person = personOf(lead.data);
  const form = new URLSearchParams({ oid: settings.oid });
  const fields: [string, string][] = [
    ["first_name", person.firstName],
    ["last_name", person.lastName],
    ["email", person.email],
    ["company", person.company],
    ["city", person.city],
    ["phone", person.phone],
    ["title", person.title],
    ["description", leadDescription(lead, formName(lead))],
    ["lead_source", "Web"],
    ...Object.entries(settings.attributionFields).map(([field, id]): [string, string] => [
      id,
      lead.attribution[field as keyof typeof lead.attribution] ?? "",
    ]),
  ];
  for (const [name, value] of fields) if (value) form.append(name, value);
  return {
    url: settings.url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  };
}

/** What the inbox shows as a delivery's "to": the destination's host (never a secret). */
const hostOf = (url: string) => new URL(url).host;

export function createDestinations(settings: DestinationSettings, origin: string): Destinations {
  const jobs: DeliveryJob[] = [];
  if (settings.webhook)
    jobs.push({ channel: "delivery", kind: "webhook", recipient: hostOf(settings.webhook.url) });
  if (settings.hubspot) {
    jobs.push({
      channel: "delivery",
      kind: "hubspot",
      recipient: `HubSpot portal ${settings.hubspot.portalId}`,
    });
  }
  if (settings.salesforce) {
    jobs.push({
      channel: "delivery",
      kind: "salesforce",
      recipient: `Salesforce ${settings.salesforce.oid}`,
    });
  }

  function request(kind: string, lead: DeliveredLead): OutgoingRequest | string {
    switch (kind) {
      case "webhook":
        return settings.webhook ? webhookRequest(settings.webhook, lead) : "LEAD_WEBHOOK_URL";
      case "hubspot":
        return settings.hubspot ? hubspotRequest(settings.hubspot, lead, origin) : "HUBSPOT_PORTAL_ID";
      case "salesforce":
        return settings.salesforce ? salesforceRequest(settings.salesforce, lead) : "SALESFORCE_OID";
      default:
        return `a destination named ${kind}`;
    }
  }

  return {
    jobs,
    async deliver(kind, lead) {
      const outgoing = request(kind, lead);
      // Configured when the lead came, not any more: nothing to send it to until it is again.
      if (typeof outgoing === "string") {
        return { outcome: "failed", status: null, error: `Not configured any more (${outgoing} is unset)` };
      }
      return post(outgoing);
    },
  };
}
