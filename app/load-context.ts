import type { InboxService } from "./features/admin/service";
import type { AuthService } from "./features/auth/service";
import type { BillingService } from "./features/billing/service";
import type { LaunchService } from "./features/dashboard/service";
import type { LeadService } from "./features/leads/service";
import type { TeamService } from "./features/team/service";

/** The outside world as routes see it: the server builds these and hands them over per request. */
export type AppServices = {
  leads: LeadService;
  auth: AuthService;
  billing: BillingService;
  /** The team's inbox (/admin); routes reach it through `requireAdmin` only. */
  inbox: InboxService;
  /** A city's launch (/dashboard), and the team's review of it (/admin/launches). */
  launches: LaunchService;
  /** A city's account and its colleagues (/dashboard/team, /dashboard/join). */
  team: TeamService;
};

/** The little of the server's logger that routes use; each line carries the request's id. */
export type RequestLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce, made by the HTTP server; the placeholder for pages rendered for no one. */
    cspNonce?: string;
    /** A fresh signed token for the lead forms of this response (idempotency and fill time). */
    formToken?: string;
    /** The client address (honoring TRUST_PROXY), for rate limits. */
    clientAddress?: string;
    /** The public origin (APP_URL); absent only in a render without a server (see `siteOrigin`). */
    origin?: string;
    log?: RequestLog;
    /** The site's 404 page as a response (status 404), for resource routes to answer with. */
    notFoundPage?: () => Promise<Response>;
    /** Set only to render the "try again in a moment" page (HTTP 503) once, at start. */
    unavailable?: boolean;
    /** Absent only in a render without a server (a component test). */
    services?: AppServices;
  }
}
