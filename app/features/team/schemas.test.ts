import { describe, expect, it } from "vitest";
import { teamCopy } from "~/content/team";
import { inviteSchema } from "./schemas";

const check = (email: unknown) => inviteSchema.safeParse({ email });

describe("the invitation form's schema", () => {
  it("takes an address, trimmed and in lower case, as the organization plugin compares them", () => {
    expect(check("  Clerk@Dover.GOV ")).toMatchObject({ success: true, data: { email: "clerk@dover.gov" } });
  });

  it("refuses a missing, malformed, too long or undeliverable address with the page's words", () => {
    const message = (email: unknown) => check(email).error?.issues[0]?.message;
    expect(message("")).toBe(teamCopy.errors.emailMissing);
    expect(message(undefined)).toBe(teamCopy.errors.emailMissing);
    expect(message("not-an-address")).toBe(teamCopy.errors.emailInvalid);
    expect(message(`${"a".repeat(65)}@dover.gov`)).toBe(teamCopy.errors.emailInvalid);
    expect(message(`${"a".repeat(60)}@${"b".repeat(200)}.gov`)).toBe(teamCopy.errors.emailTooLong);
  });
});
