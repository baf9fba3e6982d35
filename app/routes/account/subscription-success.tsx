import { Suspense, useEffect, useEffectEvent, useState } from "react";
import { Await, useRevalidator } from "react-router";
import { subscriptionMessages, subscriptionPage, subscriptionSeo } from "~/content/account";
import {
  subscriptionAction,
  subscriptionLoader,
  type StatusResult,
} from "~/features/billing/subscription-route";
import {
  ActiveSubscription,
  NextSteps,
  NoSubscription,
  SubscriptionLoading,
} from "~/features/billing/subscription-view";
import { pageMeta } from "~/features/seo/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { Container, PageHeader } from "~/ui/layout";
import { pushToast } from "~/ui/toast/store";
import type { Route } from "./+types/subscription-success";

export const loader = (args: Route.LoaderArgs) => subscriptionLoader(args);
export const action = (args: Route.ActionArgs) => subscriptionAction(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  // Manage Billing refused by the rate limits (429): when to try again.
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, subscriptionSeo);

/** Back from Checkout before Stripe's webhook has reached us: look again, less and less often. */
const confirmationDelaysMs = [1000, 2000, 4000, 8000];

type Tries = [count: number, add: () => void];

/**
 * Whether the page is still waiting for the subscription to show up. The count of tries lives in
 * the page, above the part that each refreshed status re-renders.
 */
function useWaitForConfirmation(waiting: boolean, [tries, addTry]: Tries): boolean {
  const revalidator = useRevalidator();
  const refresh = useEffectEvent(() => {
    addTry();
    void revalidator.revalidate();
  });
  const idle = revalidator.state === "idle";
  const delay = confirmationDelaysMs[tries];
  useEffect(() => {
    if (!waiting || !idle || delay === undefined) return;
    const timer = setTimeout(refresh, delay);
    return () => clearTimeout(timer);
  }, [waiting, idle, delay]);
  return waiting && (delay !== undefined || !idle);
}

function Subscription({
  result,
  activated,
  stripeEnabled,
  tries,
}: {
  result: StatusResult;
  activated: boolean;
  stripeEnabled: boolean;
  tries: Tries;
}) {
  const subscribed = result.ok && result.status.subscribed;
  // Only a page that runs can look again; without JavaScript it shows what it has.
  const hydrated = useHydrated();
  const confirming = useWaitForConfirmation(hydrated && activated && result.ok && !subscribed, tries);
  const failed = !result.ok;
  useEffect(() => {
    if (failed) pushToast({ title: subscriptionMessages.loadFailed, variant: "destructive" });
  }, [failed, result]);

  return (
    <>
      <PageHeader
        title={subscriptionPage.title}
        // A session_id in the address proves nothing by itself (anyone can type one): the page
        // says "activated" only beside the subscription it claims, or while it waits for it.
        lead={
          activated && (subscribed || confirming)
            ? subscriptionPage.welcome.activated
            : subscriptionPage.welcome.manage
        }
      />
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-3xl">
          {!result.ok ? (
            <p role="alert" className="rounded-lg border-l-4 border-danger bg-surface-alt p-4 font-semibold">
              {subscriptionMessages.loadFailed}
            </p>
          ) : result.status.subscribed ? (
            <ActiveSubscription status={result.status} stripeEnabled={stripeEnabled} />
          ) : confirming ? (
            <SubscriptionLoading />
          ) : (
            <NoSubscription managedBy={result.ok ? result.status.managed_by : undefined} />
          )}
          <NextSteps />
        </div>
      </Container>
    </>
  );
}

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { status, activated, stripeEnabled } = loaderData;
  const [tries, setTries] = useState(0);
  const addTry = () => setTries((count) => count + 1);
  const render = (result: StatusResult) => (
    <Subscription
      result={result}
      activated={activated}
      stripeEnabled={stripeEnabled}
      tries={[tries, addTry]}
    />
  );
  // A document comes with its status (no Suspense: React may stream a large boundary's content
  // behind a script, which a visitor without JavaScript would never see); a client navigation
  // shows the loading state until the status arrives.
  if (!(status instanceof Promise)) return render(status);
  return (
    <Suspense
      fallback={
        <>
          <PageHeader title={subscriptionPage.title} />
          <Container className="py-16 sm:py-24">
            <div className="mx-auto max-w-3xl">
              <SubscriptionLoading />
            </div>
          </Container>
        </>
      }
    >
      {/* A status that misses the server's stream deadline arrives as an error: the same
          failure as a status that could not be read. */}
      <Await resolve={status} errorElement={render({ ok: false })}>
        {render}
      </Await>
    </Suspense>
  );
}
