import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AccountSession, AuthService } from "~/features/auth/service";
import type { BillingService, SubscriptionStatus } from "./service";
import { subscriptionAction, subscriptionLoader } from "./subscription-route";

const user = {
  id: "user-1",
  email: "mayor@city.test",
  emailVerified: true,
  twoFactorEnabled: false,
  isAdmin: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const session: AccountSession = { user, session: { id: "s-1", expiresAt: "2027-01-01T00:00:00.000Z" } };

function contextWith(billing: Partial<BillingService>, signedIn = true) {
  const auth = {
    getSession: vi.fn(async () => ({ session: signedIn ? session : null, headers: new Headers() })),
  } as unknown as AuthService;
  const warn = vi.fn();
  const context = {
    services: { auth, billing: { stripeEnabled: false, ...billing } },
    log: { warn },
  } as unknown as AppLoadContext;
  return { context, warn };
}

const page = "https://shopcity.test/subscription-success";
type Loaded = { data: { status: unknown; activated: boolean }; init: ResponseInit };

async function load(billing: Partial<BillingService>, path = page, signedIn = true) {
  const { context, warn } = contextWith(billing, signedIn);
  const request = new Request(path);
  const url = new URL(page + new URL(path).search);
  const result = (await subscriptionLoader({ request, context, url })) as unknown as Loaded;
  return { result, warn };
}

const failing = {
  status: vi.fn(async (): Promise<SubscriptionStatus> => Promise.reject(new Error("db down"))),
};

describe("the /subscription-success loader", () => {
  it("sends a visitor without a session to /auth with the notice and the way back", async () => {
    const thrown = await load({}, `${page}?session_id=cs_1`, false).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get("Location")!, page);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("notice")).toBe("auth-required");
    expect(location.searchParams.get("redirectTo")).toBe("/subscription-success?session_id=cs_1");
  });

  it("turns a failed status read into the page's failure state, and logs it", async () => {
    const { result, warn } = await load(failing);
    expect(result.data.status).toEqual({ ok: false });
    expect(warn).toHaveBeenCalledWith({ err: "Error: db down" }, "subscription status failed");
  });

  it("defers the status for a client navigation (the page shows its loading state)", async () => {
    const { result } = await load(
      failing,
      `${page}.data?session_id=cs_1&_routes=routes%2Fsubscription-success`,
    );
    expect(result.data.status).toBeInstanceOf(Promise);
    await expect(result.data.status).resolves.toEqual({ ok: false });
    expect(result.data.activated).toBe(true);
  });

  it("waits for the status on a document request (no streamed part that needs a script)", async () => {
    const status: SubscriptionStatus = {
      subscribed: true,
      subscription_tier: "Local AI Hero",
      subscription_end: null,
      billed_by: "stripe",
    };
    const { result } = await load({ status: async () => status });
    expect(result.data.status).toEqual({ ok: true, status });
    expect(result.data.activated).toBe(false);
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("no-store");
  });
});

describe("Manage Billing without JavaScript (the action)", () => {
  async function post(billing: Partial<BillingService>, intent = "portal") {
    const { context, warn } = contextWith(billing);
    const request = new Request(page, { method: "POST", body: new URLSearchParams({ intent }) });
    const result = await subscriptionAction({ request, context, url: new URL(page) });
    return { result, warn };
  }

  it("redirects to Stripe's portal with 303", async () => {
    const { result } = await post({
      portal: async () => ({ kind: "url", url: "https://billing.stripe.test/p/1" }),
    });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("https://billing.stripe.test/p/1");
  });

  it("answers an invoice customer with the billing address", async () => {
    const { result } = await post({
      portal: async () => ({ kind: "contact", email: "billing@shopcity.test" }),
    });
    expect((result as unknown as Loaded).data).toEqual({ billingEmail: "billing@shopcity.test" });
  });

  it("says it failed when the portal cannot be opened", async () => {
    const { result, warn } = await post({ portal: async () => Promise.reject(new Error("stripe down")) });
    expect((result as unknown as Loaded).data).toEqual({ failed: true });
    expect((result as unknown as Loaded).init.status).toBe(502);
    expect(warn).toHaveBeenCalled();
  });
});
