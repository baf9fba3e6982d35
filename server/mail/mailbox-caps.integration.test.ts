import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailJobs } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { inboxDatabase } from "../testing/inbox";
import { sampleContact, storeLead } from "../testing/leads";

describe.each(databaseTargets)("a visitor's mailbox on $name", (target) => {
  const state = inboxDatabase(target);

  it.skipIf(target.skip)(
    "gets at most 3 acknowledgements a day however its address is spelled (case, plus tags); the team hears of every lead",
    async () => {
      const spellings = [
        "cap+1@dover.gov",
        "cap+2@dover.gov",
        "Cap@Dover.gov",
        "CAP+x@dover.gov",
        "cap@dover.gov",
      ];
      const leads: string[] = [];
      for (const email of spellings)
        leads.push(await storeLead(state.db, "contact", { ...sampleContact, email }));
      const jobs = await state.db
        .select({ kind: emailJobs.kind, recipient: emailJobs.recipient })
        .from(emailJobs)
        .where(and(eq(emailJobs.channel, "email"), ne(emailJobs.kind, "team")));
      expect(jobs.filter((job) => /^cap/i.test(job.recipient))).toHaveLength(3);
      const team = await state.db.select().from(emailJobs).where(eq(emailJobs.kind, "team"));
      expect(team.filter((job) => leads.includes(job.submissionId!))).toHaveLength(spellings.length);
    },
  );
});
