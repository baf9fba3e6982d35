import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CityRole } from "../../app/features/team/service";
import type { Db } from "../db/client";
import { member, user } from "../db/schema";

const owner = alias(member, "owner");
const ownerUser = alias(user, "owner_user");

/**
 * The city account a person works in, read in one query: a member works the owner's launch and
 * counts the owner's subscription. Anyone in no city account (a subscriber who has not invited
 * anyone yet, or an account that never joined one) is the owner of their own.
 */
export async function cityOf(db: Db, userId: string): Promise<CityRole & { organizationId: string | null }> {
  const [found] = await db
    .select({
      role: member.role,
      organizationId: member.organizationId,
      ownerId: owner.userId,
      ownerEmail: ownerUser.email,
    })
    .from(member)
    .innerJoin(owner, and(eq(owner.organizationId, member.organizationId), eq(owner.role, "owner")))
    .innerJoin(ownerUser, eq(ownerUser.id, owner.userId))
    .where(eq(member.userId, userId))
    .limit(1);
  if (found && found.role !== "owner") {
    return {
      role: "member",
      ownerId: found.ownerId,
      ownerEmail: found.ownerEmail,
      organizationId: found.organizationId,
    };
  }
  const [self] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return {
    role: "owner",
    ownerId: userId,
    ownerEmail: self?.email ?? "",
    organizationId: found?.organizationId ?? null,
  };
}
