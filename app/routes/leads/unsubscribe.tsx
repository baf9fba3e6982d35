import { data, Form, Link } from "react-router";
import { site } from "~/content/site";
import { unsubscribePage as copy } from "~/content/unsubscribe";
import { useFocusOnMount } from "~/features/account/focus";
import { pageMeta } from "~/features/seo/meta";
import { buttonStyles, Container } from "~/ui/layout";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, copy.seo);

function tokenOf(url: URL, form?: FormData): string {
  const fromForm = form?.get("token");
  return typeof fromForm === "string" && fromForm ? fromForm : (url.searchParams.get("token") ?? "");
}

export function loader({ url }: Route.LoaderArgs) {
  // Opening the link changes nothing (mail scanners open links); the button or a one-click POST does.
  return { token: tokenOf(url) };
}

/** The page's button and RFC 8058 one-click requests (`List-Unsubscribe=One-Click`) both land here. */
export async function action({ request, url, context }: Route.ActionArgs) {
  let form: FormData | undefined;
  try {
    form = await request.formData();
  } catch {
    form = undefined;
  }
  const token = tokenOf(url, form);
  const leads = context.services?.leads;
  const result = token && leads ? await leads.unsubscribe(token) : "unknown";
  return data({ result }, { status: result === "unsubscribed" ? 200 : 404 });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // The answer replaces the button that had focus: focus goes to it, with or without JavaScript.
  const unsubscribed = actionData?.result === "unsubscribed";
  const refused = actionData?.result === "unknown";
  const done = useFocusOnMount<HTMLHeadingElement>(unsubscribed);
  const refusal = useFocusOnMount<HTMLParagraphElement>(refused);
  return (
    <Container className="max-w-2xl py-20 sm:py-28">
      {unsubscribed ? (
        <>
          <h1
            ref={done}
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {copy.done.title}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{copy.done.body}</p>
          <Link to="/" className={`mt-8 ${buttonStyles.primary}`}>
            {copy.done.home}
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
          {refused || !loaderData.token ? (
            <p
              ref={refusal}
              role="alert"
              // Only as the answer to the button: a link without a token opens on the page's top.
              tabIndex={refused ? -1 : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={refused}
              className="mt-4 text-lg text-ink-muted"
            >
              {copy.invalid.before}{" "}
              <a
                href={`mailto:${site.email}?subject=${encodeURIComponent(copy.invalid.mailSubject)}`}
                className="font-medium text-brand underline underline-offset-4"
              >
                {site.email}
              </a>{" "}
              {copy.invalid.after}
            </p>
          ) : (
            <Form method="post" className="mt-6">
              <p className="text-lg text-ink-muted">{copy.prompt}</p>
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" className={`mt-6 ${buttonStyles.primary}`}>
                {copy.button}
              </button>
            </Form>
          )}
        </>
      )}
    </Container>
  );
}
