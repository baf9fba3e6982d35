import {
  genericValidationNotice,
  leadNotices,
  requiredFieldMessages,
  type LeadType,
  type Notice,
} from "~/content/leads";

/** Who sent a request, as the HTTP server sees it. */
export type RequestMeta = { clientAddress: string };

/**
 * The lead pipeline as route actions see it. The Node server builds it (database, outbox) and
 * hands it to React Router through the load context, so route modules never open a database.
 */
export interface LeadService {
  /** Parses, checks and stores one lead with its e-mail jobs; never throws for bad input. */
  submit(type: LeadType, request: Request, meta: RequestMeta): Promise<{ reply: LeadReply; status: number }>;
  /**
   * A form token for a prerendered page's form, dated back to when the visitor opened the page
   * (`openedMsAgo`, as the browser reports it), so the fill time measures the visitor.
   */
  formToken(openedMsAgo: number): string;
  /** One-click unsubscribe from the newsletter. */
  unsubscribe(token: string): Promise<"unsubscribed" | "unknown">;
  /** The presentation the download form promises, as PDF bytes, linking to the site's origin. */
  presentationPdf(): Promise<Uint8Array>;
}

/** Field name → its error messages, as Conform reports them. */
export type FieldErrors = Record<string, string[] | undefined>;

/**
 * What a lead form's action answers, with JavaScript (fetcher data) and without (action data of
 * the page). `nextToken` is a fresh form token for the next submission from the same page.
 */
export type LeadReply =
  | { type: LeadType; status: "success"; notice: Notice; nextToken: string }
  | {
      type: LeadType;
      /** The answers were refused: `fields` keeps what the visitor typed, `errors` says why. */
      status: "invalid";
      notice: Notice;
      fields: Record<string, string>;
      errors: FieldErrors;
      nextToken: string;
    }
  | {
      type: LeadType;
      /** Not the visitor's answers: too many submissions, an expired form, or our failure. */
      status: "rejected" | "failed";
      notice: Notice;
      /** A step to take, not a failure (an expired form, answers kept): shown calmly. */
      neutral?: true;
      fields: Record<string, string>;
      nextToken: string;
    };

/**
 * The heading of the error summary when a form's answers are refused: the spec's own message
 * where it has one (pilot and demo when a required field is missing, newsletter), otherwise a
 * neutral "There is a problem": "fill in required fields" above a form whose only fault is an
 * address without an @ would send the visitor looking for an empty field that is not there.
 * The server's pipeline answers with the same notices.
 */
export function validationNotice(type: LeadType, errors: FieldErrors): Notice {
  if (type === "pilot" || type === "demo") {
    const missing = Object.entries(requiredFieldMessages[type]).some(([field, message]) =>
      errors[field]?.includes(message),
    );
    return missing ? leadNotices[type].validation : genericValidationNotice;
  }
  if (type === "newsletter") {
    const empty = errors.email?.includes(leadNotices.newsletter.empty.description);
    return empty ? leadNotices.newsletter.empty : leadNotices.newsletter.invalid;
  }
  return genericValidationNotice;
}
