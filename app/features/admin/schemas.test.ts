import { describe, expect, it } from "vitest";
import { adminMessages } from "~/content/admin";
import { heldActionSchema, leadActionSchema, parseAdminForm, userActionSchema } from "./schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("parseAdminForm", () => {
  it("reads each intent of the lead page", () => {
    const jobId = "0b9f3d1e-2c4a-4e8b-9a7f-1d2c3b4a5e6f";
    expect(parseAdminForm(leadActionSchema, form({ intent: "retry", jobId }))).toMatchObject({
      ok: true,
      value: { intent: "retry", jobId },
    });
    expect(parseAdminForm(leadActionSchema, form({ intent: "handled", handled: "false" }))).toMatchObject({
      ok: true,
      value: { intent: "handled", handled: false },
    });
    expect(parseAdminForm(leadActionSchema, form({ intent: "note", note: "  hello  " }))).toMatchObject({
      ok: true,
      value: { intent: "note", note: "hello" },
    });
  });

  it("tells a confirmed Delete from one that only asks", () => {
    const leadId = "0b9f3d1e-2c4a-4e8b-9a7f-1d2c3b4a5e6f";
    for (const schema of [heldActionSchema, leadActionSchema]) {
      const asks = parseAdminForm(schema, form({ intent: "delete", leadId }));
      expect(asks.ok && asks.value).toEqual({ intent: "delete", leadId });
      expect(parseAdminForm(schema, form({ intent: "delete", leadId, confirmed: "yes" }))).toMatchObject({
        ok: true,
        value: { intent: "delete", leadId, confirmed: "yes" },
      });
      expect(parseAdminForm(schema, form({ intent: "delete", leadId, confirmed: "maybe" }))).toMatchObject({
        ok: false,
        errors: { confirmed: adminMessages.unknownAction },
      });
    }
  });

  it("refuses an unknown or missing intent with one message for the whole form", () => {
    for (const fields of [{}, { intent: "drop-table" }, { intent: "" }] as Record<string, string>[]) {
      expect(parseAdminForm(leadActionSchema, form(fields))).toMatchObject({
        ok: false,
        errors: {},
        message: adminMessages.unknownAction,
      });
    }
  });

  it("names each refused field and keeps what was sent", () => {
    const refused = parseAdminForm(
      userActionSchema,
      form({ intent: "grant", email: "a@example.test", tier: " ", until: "2027-02-30" }),
    );
    expect(refused).toEqual({
      ok: false,
      message: adminMessages.problem,
      errors: { tier: adminMessages.tierMissing, until: adminMessages.untilNoSuchDay },
      values: { intent: "grant", email: "a@example.test", tier: " ", until: "2027-02-30" },
    });
    expect(parseAdminForm(leadActionSchema, form({ intent: "note", note: "x".repeat(5001) }))).toMatchObject({
      ok: false,
      errors: { note: adminMessages.noteTooLong },
    });
    expect(parseAdminForm(leadActionSchema, form({ intent: "retry", jobId: "1; drop" }))).toMatchObject({
      ok: false,
      errors: { jobId: adminMessages.jobMissing },
    });
  });
});
