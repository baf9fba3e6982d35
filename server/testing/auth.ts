import { afterAll, beforeAll } from "vitest";
import { createAuth } from "../auth/auth";
import { createAuthService } from "../auth/service";
import type { AccountMail } from "../mail/outbox";
import type { DatabaseTarget, TestDatabase } from "./databases";

/**
 * Better Auth as the server builds it, on a database of `target` of its own (opened before the
 * file's tests, dropped after), its account mails collected in `mails` rather than sent. Read the
 * fields inside a test: they are set in a hook.
 */
export function authOnDatabase(
  target: DatabaseTarget,
  { secret, origin }: { secret: string; origin: string },
) {
  const state = { mails: [] as AccountMail[] } as {
    database: TestDatabase;
    mails: AccountMail[];
    auth: ReturnType<typeof createAuth>;
    service: ReturnType<typeof createAuthService>;
  };
  beforeAll(async () => {
    if (target.skip) return;
    state.database = await target.open();
    state.auth = createAuth({
      db: state.database.db,
      secret,
      origin,
      sendMail: async (mail) => void state.mails.push(mail),
      rateLimit: 1_000,
    });
    state.service = createAuthService(state.auth, origin);
  });
  afterAll(async () => {
    if (target.skip) return;
    await state.database.drop();
    if (target.name === "pglite") await state.database.close();
  });
  return state;
}
