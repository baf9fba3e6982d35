import { describe, expect, it } from "vitest";
import { validateLead } from "./schemas";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const partnerValid = {
  companyName: "Acme Civic Tech",
  contactName: "Jane Doe",
  contactTitle: "CEO",
  email: "jane@acme.example",
  phone: "+1 302 555 0100",
  partnershipType: "technology",
  companySize: "11-50",
  experience: "x".repeat(50),
  capabilities: "y".repeat(50),
  targetMarkets: "z".repeat(20),
  goals: "g".repeat(50),
  expectedRevenue: "250k-1M",
  termsAccepted: "on",
};

describe("validateLead", () => {
  it("accepts a complete demo request and trims the answers", () => {
    const result = validateLead(
      "demo",
      form({ firstName: " Ada ", lastName: "Lovelace", email: "ada@city.gov", cityName: "Dover" }),
    );
    expect(result).toEqual({
      ok: true,
      value: { firstName: "Ada", lastName: "Lovelace", email: "ada@city.gov", cityName: "Dover" },
    });
  });

  it("names each missing required field of the pilot form", () => {
    const result = validateLead("pilot", form({ municipalityName: "  ", email: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "jobTitle", "municipalityName", "name"]);
  });

  it.each(["ada@city.gov.", "ada@city..gov", "ada@.city.gov", "ada@city"])(
    "refuses %s, which no mail server would take",
    (address) => {
      expect(validateLead("newsletter", form({ email: address }))).toEqual({
        ok: false,
        errors: { email: ["Please enter a valid email address."] },
      });
    },
  );

  it.each(["ada+news@dover.city.gov", "josé@bücher.example", "o'neil@x.io"])("accepts %s", (address) => {
    expect(validateLead("newsletter", form({ email: address })).ok).toBe(true);
  });

  it("gives the newsletter's own messages for an empty and an invalid address", () => {
    expect(validateLead("newsletter", form({ email: "" }))).toEqual({
      ok: false,
      errors: { email: ["Please enter your email address."] },
    });
    expect(validateLead("newsletter", form({ email: "not-an-email" }))).toEqual({
      ok: false,
      errors: { email: ["Please enter a valid email address."] },
    });
  });

  it("applies every rule of the partner table with the spec's messages", () => {
    expect(validateLead("partner", form(partnerValid)).ok).toBe(true);
    const result = validateLead(
      "partner",
      form({ website: "not a url", experience: "too short", targetMarkets: "short" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      companyName: ["Company name is required"],
      contactName: ["Contact name is required"],
      contactTitle: ["Contact title is required"],
      email: ["Valid email is required"],
      phone: ["Phone number is required"],
      website: ["Please enter a valid website URL"],
      partnershipType: ["Please select a partnership type"],
      companySize: ["Please select company size"],
      experience: ["Please provide at least 50 characters describing your experience"],
      capabilities: ["Please describe your capabilities (minimum 50 characters)"],
      targetMarkets: ["Please describe your target markets"],
      goals: ["Please describe your partnership goals (minimum 50 characters)"],
      expectedRevenue: ["Please select expected annual revenue"],
      termsAccepted: ["You must accept the terms and conditions"],
    });
  });

  it("accepts an empty optional website and a bare domain", () => {
    expect(validateLead("partner", form({ ...partnerValid, website: "" })).ok).toBe(true);
    expect(validateLead("partner", form({ ...partnerValid, website: "acme.example.com" })).ok).toBe(true);
  });

  it("refuses option values the spec does not list", () => {
    const result = validateLead(
      "contact",
      form({ name: "A", email: "a@b.co", municipality: "X", subject: "spam", message: "Hi" }),
    );
    expect(result).toEqual({ ok: false, errors: { subject: ["Choose a subject"] } });
  });
});
