import { describe, expect, it } from "vitest";
import { validateLead } from "./schemas";
import { validationNotice } from "./service";

const demo = { firstName: "Ada", lastName: "Lovelace", email: "ada@city.gov", cityName: "Dover" };
const pilot = { municipalityName: "Dover", name: "Ada Lovelace", jobTitle: "Clerk", email: "ada@city.gov" };

function noticeFor(type: "demo" | "pilot", fields: Record<string, string>) {
  const result = validateLead(type, new URLSearchParams(fields));
  if (result.ok) throw new Error(`${type} accepted ${JSON.stringify(fields)}`);
  return validationNotice(type, result.errors);
}

describe("validationNotice", () => {
  it.each([
    ["demo", demo, "cityName"],
    ["pilot", pilot, "jobTitle"],
  ] as const)("says %s's required fields are missing when one is", (type, complete, field) => {
    expect(noticeFor(type, { ...complete, [field]: " " }).title).toBe("Please fill in required fields");
    expect(noticeFor(type, { ...complete, [field]: "", email: "nope" }).title).toBe(
      "Please fill in required fields",
    );
  });

  it.each([
    ["demo", demo],
    ["pilot", pilot],
  ] as const)("does not call a complete %s form's invalid answer a missing field", (type, complete) => {
    expect(noticeFor(type, { ...complete, email: "no-at-sign" })).toEqual({
      title: "There is a problem",
      description: "Check the fields marked below and try again.",
    });
  });

  it("calls an address longer than any address can be invalid, in the form's own words", () => {
    const long = `${"a".repeat(250)}@city.gov`;
    const result = validateLead("partner", new URLSearchParams({ email: long }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toEqual(["Valid email is required"]);
    const demoResult = validateLead("demo", new URLSearchParams({ ...demo, email: long }));
    if (demoResult.ok) throw new Error("a 260-character address was accepted");
    expect(demoResult.errors.email).toEqual(["Enter a valid email address, like name@city.gov"]);
  });

  it("states a length limit that includes the limit itself", () => {
    expect(validateLead("demo", new URLSearchParams({ ...demo, position: "p".repeat(200) })).ok).toBe(true);
    const result = validateLead("demo", new URLSearchParams({ ...demo, position: "p".repeat(201) }));
    if (result.ok) throw new Error("201 characters were accepted");
    expect(result.errors.position).toEqual(["Please keep this to 200 characters or fewer"]);
  });
});
