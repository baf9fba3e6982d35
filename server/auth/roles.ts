import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import { recordAudit, type AuditActor } from "../inbox/audit";
import { findUserByEmail, noAccount, normalizeEmail } from "./users";

/** Better Auth's admin plugin role that opens the team's inbox (server/auth/auth.ts). */
const adminRole = "admin";

/** What a role change did, in the sentence `npm run admin` prints; not ok means exit code 1. */
export type RoleOutcome = { ok: boolean; message: string };

/** Makes an account an admin; the role and its audit entry land together or not at all. */
export async function promote(db: Db, actor: AuditActor, address: string): Promise<RoleOutcome> {
  return db.transaction(async (tx) => {
    const found = await findUserByEmail(tx, address);
    if (!found) return { ok: false, message: noAccount(normalizeEmail(address)) };
    if (found.role === adminRole) return { ok: true, message: `${found.email} is already an admin.` };
    await setRole(tx, found.id, adminRole);
    await recordAudit(tx, actor, { action: "role.promote", target: found.email });
    return { ok: true, message: `${found.email} is now an admin.` };
  });
}

/**
 * Takes the admin role away; the account's sessions stay, but the next request to /admin is a 404
 * (the role is read from the database on every request). The last admin is kept: nobody could
 * open the inbox, and only someone with the server's shell could repair it. Promote the successor
 * first, then demote.
 */
export async function demote(db: Db, actor: AuditActor, address: string): Promise<RoleOutcome> {
  return db.transaction(async (tx) => {
    // Every admin row locked first, in one order: two demotions at once (on PostgreSQL) cannot both
    // see two admins and leave none, and they queue instead of deadlocking.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, adminRole))
      .orderBy(user.id)
      .for("update");
    const found = await findUserByEmail(tx, address);
    if (!found) return { ok: false, message: noAccount(normalizeEmail(address)) };
    if (found.role !== adminRole)
      return { ok: true, message: `${found.email} is not an admin: nothing to change.` };
    if (admins.length <= 1) {
      return {
        ok: false,
        message: `${found.email} is the only admin: promote someone else first (npm run admin -- promote <email>), so that somebody can still open the inbox.`,
      };
    }
    await setRole(tx, found.id, "user");
    await recordAudit(tx, actor, { action: "role.demote", target: found.email });
    return { ok: true, message: `${found.email} is no longer an admin.` };
  });
}

/**
 * The first admin (or any other): an existing account is promoted; otherwise an account is made
 * with its address confirmed and a generated password, which the outcome carries for the person at
 * the keyboard to see once. Generated rather than taken: a password typed as an argument stays in
 * the shell's history and shows in `ps`, and one piped in would be a second way to choose a
 * password beside /account, with its own rules to keep in line. The admin signs in with it and
 * chooses their own at /account, where the site's password rules apply.
 */
export async function createAdmin(
  db: Db,
  actor: AuditActor,
  address: string,
  origin: string,
): Promise<RoleOutcome> {
  const email = normalizeEmail(address);
  // Better Auth checks addresses with z.email() too: an account made here can sign in there.
  if (!z.email().safeParse(email).success) {
    return { ok: false, message: `"${address.trim()}" is not an e-mail address.` };
  }
  if (await findUserByEmail(db, email)) return promote(db, actor, email);

  // 18 random bytes: 144 bits, 24 characters of A-Z a-z 0-9 - _, none of which the sign-in form
  // trims or removes (app/features/auth/schemas.ts cleanInput).
  const password = randomBytes(18).toString("base64url");
  // Better Auth's own hashing (scrypt, its parameters): its sign-in verifies it like any other.
  const hash = await hashPassword(password);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // As Better Auth's sign-up writes them (server/auth/service.ts signUp: the address is the name;
    // the credential account's id is the user's id).
    await tx.insert(user).values({ id, name: email, email, emailVerified: true, role: adminRole });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await recordAudit(tx, actor, { action: "admin.create", target: email });
  });
  return {
    ok: true,
    message: [
      `Created the admin account ${email}; its e-mail address is marked as confirmed.`,
      `Its password, shown only this once: ${password}`,
      `Sign in at ${origin}/auth and choose a password of your own at ${origin}/account.`,
    ].join("\n"),
  };
}

async function setRole(db: Db, userId: string, role: string) {
  await db
    .update(user)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}
