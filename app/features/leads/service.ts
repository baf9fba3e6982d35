import type { LeadType } from "~/content/leads";
import type { LeadReply } from "./reply";

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
