import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { stripeClient, type StripeSettings } from "../billing/service";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import type { FakeStripe } from "./fake-stripe";

export const testWebhookSecret = "whsec_test_secret_for_the_billing_tests";

/** The settings of a server whose Stripe is the fake. */
export function fakeStripeSettings(fake: FakeStripe): StripeSettings {
  return {
    secretKey: "sk_test_billing_tests",
    webhookSecret: testWebhookSecret,
    priceId: "price_test_local_ai_hero",
    apiUrl: fake.url,
  };
}

export const fakeStripeClient = (fake: FakeStripe): Stripe => stripeClient(fakeStripeSettings(fake));

/** An account as Better Auth stores it: the address in lower case, no password (billing does not sign in). */
export async function createUser(db: Db, address = `city-${randomUUID()}@example.test`) {
  const id = randomUUID();
  const email = address.toLowerCase();
  await db.insert(user).values({ id, name: email.split("@")[0]!, email, emailVerified: true });
  return { id, email };
}

/** Seconds since the epoch, `days` from now: how Stripe writes times. */
export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
