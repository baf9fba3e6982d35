/**
 * A city's account and its colleagues, on Better Auth's organization plugin. Its HTTP endpoints
 * are never served (server/auth/endpoints.ts): every change is made here, on the server, through
 * `auth.api` with the visitor's own session, so the plugin's permission checks (only an owner
 * invites, cancels, removes; only the invited address accepts) still apply. Reads are plain
 * queries. Each change is recorded in the team's audit log once the plugin has made it.
 */
import { and, eq, ne } from "drizzle-orm";
import { teamCopy, joinCopy } from "../../app/content/team";
import type {
  InvitationLookup,
  Person,
  TeamOutcome,
  TeamService,
  TeamView,
} from "../../app/features/team/service";
import type { Auth } from "../auth/auth";
import { clientAddressHeader } from "../auth/client-address";
import { subscriptionStatus } from "../billing/subscriptions";
import type { Db } from "../db/client";
import { invitation, launches, member, organization, user } from "../db/schema";
import { recordAudit } from "../inbox/audit";
import { cityOf } from "./city";

export type TeamOptions = { db: Db; auth: Auth };

/** What of the visitor's request the plugin needs to know who asks. */
const forwardedHeaders = ["cookie", "authorization", "user-agent", clientAddressHeader];

function sessionHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The code of a refusal by Better Auth (`APIError`), or of a database constraint. */
function codeOf(error: unknown): string {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  if (typeof body?.code === "string") return body.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = (error as { code?: unknown } | null)?.code ?? cause?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}

/** Thrown when someone who is not an owner reaches an owner's change. */
class OwnerOnly extends Error {}

const refused = (message: string, field?: "email"): TeamOutcome =>
  field ? { ok: false, field, message } : { ok: false, message };

export function createTeamService({ db, auth }: TeamOptions): TeamService {
  async function brandName(ownerId: string): Promise<string | null> {
    const [found] = await db
      .select({ brand: launches.displayName })
      .from(launches)
      .where(eq(launches.userId, ownerId));
    return found?.brand || null;
  }

  /** What the city is called: the brand's display name once given, else the owner's account name. */
  async function cityName(ownerId: string): Promise<string> {
    const [found] = await db
      .select({ brand: launches.displayName, name: user.name, email: user.email })
      .from(user)
      .leftJoin(launches, eq(launches.userId, user.id))
      .where(eq(user.id, ownerId));
    return found?.brand || found?.name || found?.email || "";
  }

  /**
   * The owner's organization, made on first use. The plugin's own "create" runs as a system
   * action (no session), which is the only way to make one: `allowUserToCreateOrganization` is
   * off. Its slug is fixed per owner, so two first visits at once make one organization.
   */
  async function organizationOf(owner: Person): Promise<string> {
    const city = await cityOf(db, owner.id);
    if (city.role !== "owner") throw new OwnerOnly();
    const name = await cityName(owner.id);
    if (city.organizationId) {
      // The brand's name may have changed since: the invitation e-mail names the city.
      // A page view writes nothing when the name is unchanged.
      await db
        .update(organization)
        .set({ name })
        .where(and(eq(organization.id, city.organizationId), ne(organization.name, name)));
      return city.organizationId;
    }
    try {
      const created = await auth.api.createOrganization({
        body: { name, slug: `city-${owner.id}`, userId: owner.id },
      });
      if (created?.id) return created.id;
    } catch (error) {
      // Another request made it meanwhile: read it below.
      if (codeOf(error) !== "ORGANIZATION_ALREADY_EXISTS" && codeOf(error) !== "23505") throw error;
    }
    const again = await cityOf(db, owner.id);
    if (!again.organizationId) throw new Error("the city account could not be made");
    return again.organizationId;
  }

  /** An owner's change: refusals it makes are the owner's to read; anything else fails closed. */
  async function asOwner(owner: Person, change: (organizationId: string) => Promise<TeamOutcome>) {
    try {
      return await change(await organizationOf(owner));
    } catch (error) {
      if (error instanceof OwnerOnly) return refused(teamCopy.errors.ownerOnly);
      throw error;
    }
  }

  return {
    async cityOf(userId) {
      const { role, ownerId, ownerEmail } = await cityOf(db, userId);
      return { role, ownerId, ownerEmail };
    },

    async team(request, person) {
      const city = await cityOf(db, person.id);
      const organizationId =
        city.role === "owner" ? await organizationOf(person) : (city.organizationId as string);
      const headers = sessionHeaders(request);
      const listed = await auth.api.listMembers({ query: { organizationId }, headers });
      const members = listed.members
        .map((found) => ({
          id: found.id,
          email: found.user.email,
          role: found.role === "owner" ? ("owner" as const) : ("member" as const),
          joinedAt: new Date(found.createdAt).toISOString(),
        }))
        .sort(
          (a, b) =>
            Number(b.role === "owner") - Number(a.role === "owner") || a.joinedAt.localeCompare(b.joinedAt),
        );
      // Only an owner may list invitations (the plugin checks it); a member sees the people.
      const now = Date.now();
      const invitations =
        city.role === "owner"
          ? (await auth.api.listInvitations({ query: { organizationId }, headers }))
              .filter((found) => found.status === "pending" && new Date(found.expiresAt).getTime() > now)
              .map((found) => ({
                id: found.id,
                email: found.email,
                expiresAt: new Date(found.expiresAt).toISOString(),
              }))
              .sort((a, b) => a.email.localeCompare(b.email))
          : [];
      const view: TeamView = {
        name: await cityName(city.ownerId),
        members,
        invitations,
      };
      return view;
    },

    invite(request, owner, email) {
      return asOwner(owner, async (organizationId) => {
        try {
          await auth.api.createInvitation({
            body: { email, role: "member", organizationId },
            headers: sessionHeaders(request),
          });
        } catch (error) {
          switch (codeOf(error)) {
            case "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION":
              return refused(teamCopy.errors.alreadyMember(email), "email");
            case "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION":
              return refused(teamCopy.errors.alreadyInvited(email), "email");
            case "INVALID_EMAIL":
              return refused(teamCopy.errors.emailInvalid, "email");
            case "INVITATION_LIMIT_REACHED":
              return refused(teamCopy.errors.tooMany);
            default:
              throw error;
          }
        }
        await recordAudit(db, owner, {
          action: "team.invited",
          target: email,
          detail: { city: await cityName(owner.id) },
        });
        return { ok: true, email, message: teamCopy.done.invited(email) };
      });
    },

    cancel(request, owner, invitationId) {
      return asOwner(owner, async (organizationId) => {
        const [found] = await db
          .select({ email: invitation.email })
          .from(invitation)
          .where(
            and(
              eq(invitation.id, invitationId),
              eq(invitation.organizationId, organizationId),
              eq(invitation.status, "pending"),
            ),
          );
        if (!found) return refused(teamCopy.errors.gone);
        await auth.api.cancelInvitation({ body: { invitationId }, headers: sessionHeaders(request) });
        await recordAudit(db, owner, { action: "team.invitation_canceled", target: found.email });
        return { ok: true, email: found.email, message: teamCopy.done.canceled(found.email) };
      });
    },

    remove(request, owner, memberId) {
      return asOwner(owner, async (organizationId) => {
        const [found] = await db
          .select({ email: user.email, role: member.role })
          .from(member)
          .innerJoin(user, eq(user.id, member.userId))
          .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)));
        // The owner stays: the subscription is theirs.
        if (!found || found.role === "owner") return refused(teamCopy.errors.gone);
        await auth.api.removeMember({
          body: { memberIdOrEmail: memberId, organizationId },
          headers: sessionHeaders(request),
        });
        await recordAudit(db, owner, { action: "team.member_removed", target: found.email });
        return { ok: true, email: found.email, message: teamCopy.done.removed(found.email) };
      });
    },

    async invitation(invitationId) {
      const [found] = await db
        .select({
          email: invitation.email,
          status: invitation.status,
          expiresAt: invitation.expiresAt,
          inviter: user.email,
          inviterId: invitation.inviterId,
        })
        .from(invitation)
        .innerJoin(organization, eq(organization.id, invitation.organizationId))
        .innerJoin(user, eq(user.id, invitation.inviterId))
        .where(eq(invitation.id, invitationId));
      return lookup(found && { ...found, city: await brandName(found.inviterId) });
    },

    async accept(request, person, invitationId) {
      const found = await this.invitation(invitationId);
      if (found.state !== "pending") return refused(joinCopy.states[found.state].heading);
      if (found.email !== person.email.toLowerCase()) {
        return refused(joinCopy.wrongAddress.body(found.email, person.email));
      }
      // One city per account: whose launch a person works, and whose bill counts, is never in doubt.
      if ((await cityOf(db, person.id)).organizationId) return refused(joinCopy.refused.elsewhere);
      if ((await subscriptionStatus(db, person.id)).subscribed) return refused(joinCopy.refused.subscribed);
      try {
        await auth.api.acceptInvitation({ body: { invitationId }, headers: sessionHeaders(request) });
      } catch (error) {
        const code = codeOf(error);
        // members_user: a second acceptance raced this one.
        if (code === "23505") return refused(joinCopy.refused.elsewhere);
        if (code === "INVITATION_NOT_FOUND") return refused(joinCopy.states.unknown.heading);
        throw error;
      }
      await recordAudit(db, person, {
        action: "team.joined",
        target: person.email,
        detail: { city: found.city, invitedBy: found.inviter },
      });
      return { ok: true, email: person.email, message: teamCopy.done.joined(found.city ?? found.inviter) };
    },
  };
}

function lookup(
  found: { email: string; status: string; expiresAt: Date; city: string | null; inviter: string } | undefined,
): InvitationLookup {
  if (!found) return { state: "unknown" };
  if (found.status === "accepted") return { state: "accepted" };
  if (found.status !== "pending") return { state: "canceled" };
  if (found.expiresAt.getTime() <= Date.now()) return { state: "expired" };
  return { state: "pending", email: found.email, city: found.city, inviter: found.inviter };
}
