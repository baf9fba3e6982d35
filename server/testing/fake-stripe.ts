import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the SDK sent, as it arrived. */
export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, parsed (keys as Stripe writes them, e.g. `line_items[0][price]`). */
  form: URLSearchParams;
};

/** The little of a Stripe subscription our webhook reads. */
export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  /** Seconds since the epoch, as Stripe counts. */
  periodEnd: number;
  metadata?: Record<string, string>;
  nickname?: string | null;
  productName?: string;
};

export type FakeStripe = {
  /** Give it to the SDK as STRIPE_API_URL. */
  url: string;
  calls: RecordedCall[];
  /** What Stripe says now, by subscription id; unknown ids answer 404 as Stripe does. */
  subscriptions: Map<string, FakeSubscription>;
  /** Customers really made (an idempotent replay makes none). */
  customersCreated: number;
  /** While true every call fails with 503 (and tells the SDK not to retry, so tests stay fast). */
  down: boolean;
  callsTo(method: string, pathPrefix: string): RecordedCall[];
  close(): Promise<void>;
};

/**
 * A local stand-in for api.stripe.com: records every call, answers the few endpoints we use, and
 * honours Idempotency-Key as Stripe does (the same key answers the first response again).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  const fake: FakeStripe = {
    url: "",
    calls,
    subscriptions,
    customersCreated: 0,
    down: false,
    callsTo: (method, prefix) =>
      calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      fake.customersCreated += 1;
      return {
        status: 200,
        body: { id: nextId("cus"), object: "customer", email: form.get("email"), metadata: {} },
      };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs_test");
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          url: `${fake.url}/checkout/${id}`,
          customer: form.get("customer"),
        },
      };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return {
        status: 200,
        body: { id, object: "billing_portal.session", url: `${fake.url}/portal/${id}` },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === "GET" && subscription) {
      const found = subscriptions.get(subscription[1]!);
      if (!found) return missing(subscription[1]!);
      return { status: 200, body: subscriptionJson(found) };
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `No fake for ${method} ${path}` } },
    };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      const method = req.method ?? "GET";
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      calls.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers, form });
      const send = (
        { status, body }: { status: number; body: unknown },
        headers: Record<string, string> = {},
      ) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      if (fake.down) {
        return send(
          { status: 503, body: { error: { type: "api_error", message: "The fake Stripe is down." } } },
          { "stripe-should-retry": "false" },
        );
      }
      const key = req.headers["idempotency-key"];
      const replayKey = typeof key === "string" ? `${method} ${url.pathname} ${key}` : undefined;
      const replayed = replayKey && replies.get(replayKey);
      if (replayed) return send(replayed, { "idempotent-replayed": "true" });
      const reply = answer(method, url.pathname, form);
      if (replayKey) replies.set(replayKey, reply);
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function missing(id: string) {
  return {
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such subscription: '${id}'`,
      },
    },
  };
}

/** The subscription as the API (2025 and later) shows it: the period end on the item. */
function subscriptionJson(sub: FakeSubscription) {
  const product = sub.productName
    ? { id: "prod_fake", object: "product", name: sub.productName }
    : "prod_fake";
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata ?? {},
    cancel_at_period_end: false,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          current_period_end: sub.periodEnd,
          price: { id: "price_fake", object: "price", nickname: sub.nickname ?? null, product },
          quantity: 1,
        },
      ],
    },
  };
}
