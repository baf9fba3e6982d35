import { describe, expect, it } from "vitest";
import { leadSchemas } from "./schemas";
import { validateLead } from "./schemas";

const contact = {
  name: "Jane Doe",
  email: "jane@springfield.gov",
  municipality: "Springfield",
  subject: "pricing",
  message: "Do you invoice?",
};

const emailOf = (email: string) => leadSchemas.contact.safeParse({ ...contact, email });

describe("the lead forms' schemas", () => {
  it.each([
    "jane@springfield.gov",
    "siobhan.o'brien@city.example.ie",
    "jane+demo@mail.springfield.gov",
    "josé@ciudad.mx",
    `${"j".repeat(64)}@springfield.gov`,
  ])("take %s as an e-mail address", (email) => expect(emailOf(email).success).toBe(true));

  it.each([
    "a,b@example.com",
    "a;b@example.com",
    "(x)b@example.com",
    '"a b"@example.com',
    "a\\b@example.com",
    "a:b@example.com",
    "a@b,c.com",
    "a@[127.0.0.1]",
    `${"j".repeat(65)}@springfield.gov`,
  ])("refuse %s, which a mail server would read as another address or none", (email) =>
    expect(emailOf(email).error?.issues.map((issue) => issue.path.join("."))).toEqual(["email"]),
  );

  it("make a one-line answer's line breaks and control characters a space", () => {
    const parsed = leadSchemas.contact.parse({
      ...contact,
      name: "Jane\r\nBcc: evil@example.com",
      municipality: "A\u0000B\u2028C",
    });
    expect(parsed.name).toBe("Jane Bcc: evil@example.com");
    expect(parsed.municipality).toBe("A B C");
  });

  it("keep a message's line breaks", () => {
    expect(leadSchemas.contact.parse({ ...contact, message: "Line one\nLine two" }).message).toBe(
      "Line one\nLine two",
    );
    expect(leadSchemas.demo.shape.message.parse("a\n\nb")).toBe("a\n\nb");
  });

  it("still refuse a one-line answer of nothing but line breaks as missing", () => {
    const result = leadSchemas.contact.safeParse({ ...contact, name: "\r\n\t" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Enter your name"],
    ]);
  });

  it("say so through the forms' own check (Conform) too", () => {
    const form = new URLSearchParams({ ...contact, name: "\r\n", phone: "\n" });
    expect(validateLead("contact", form)).toEqual({ ok: false, errors: { name: ["Enter your name"] } });
  });
});
