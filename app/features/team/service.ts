/**
 * A city's account and its colleagues, as routes see them; the server implements it with Better
 * Auth's organization plugin (server/team/). The account's owner is the subscriber; members work
 * the owner's launch on /dashboard, and only the owner manages billing.
 */

/** Whose launch and subscription a signed-in person works with. */
export type CityRole = {
  /** "owner": their own account (subscriber or not); "member": a colleague who joined one. */
  role: "owner" | "member";
  /** The subscriber whose launch and subscription count. */
  ownerId: string;
  ownerEmail: string;
};

export type TeamMember = {
  id: string;
  email: string;
  role: "owner" | "member";
  /** ISO date-time */
  joinedAt: string;
};

export type PendingInvitation = {
  id: string;
  email: string;
  /** ISO date-time */
  expiresAt: string;
};

export type TeamView = {
  /** The city account's name: the brand's display name, or the owner's account name. */
  name: string;
  members: TeamMember[];
  invitations: PendingInvitation[];
};

/** A refusal says which field, or the whole form, and why; nothing changed. */
export type TeamOutcome =
  { ok: true; email: string; message: string } | { ok: false; field?: "email"; message: string };

/** What the invitation's link finds, without a session: enough to explain, nothing to act on. */
export type InvitationLookup =
  /** `city`: the brand's display name, unset until the city gives one. */
  | { state: "pending"; email: string; city: string | null; inviter: string }
  | { state: "expired" | "canceled" | "accepted" | "unknown" };

export type Person = { id: string; email: string };

export interface TeamService {
  /** The city account a person works in; someone in none is the owner of their own. */
  cityOf(userId: string): Promise<CityRole>;
  /** The owner's colleagues and pending invitations; the city account is made on first use. */
  team(request: Request, owner: Person): Promise<TeamView>;
  /** Invites by e-mail; the invitation's mail goes through the outbox; audited. */
  invite(request: Request, owner: Person, email: string): Promise<TeamOutcome>;
  cancel(request: Request, owner: Person, invitationId: string): Promise<TeamOutcome>;
  remove(request: Request, owner: Person, memberId: string): Promise<TeamOutcome>;
  invitation(invitationId: string): Promise<InvitationLookup>;
  /** The signed-in person accepts an invitation sent to their address; audited. */
  accept(request: Request, person: Person, invitationId: string): Promise<TeamOutcome>;
}
