import { CircleCheck } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { LeadType, Notice } from "~/content/leads";
import { fetchFormToken, latestFormToken, rememberFormToken, usePageFormToken } from "~/lib/form-token";
import { loadToastViewport, pushToast } from "~/ui/toast/store";
import { withoutControlCharacters } from "~/lib/control-characters";
import { addAttribution } from "../attribution-capture";
import { leadTypeAt } from "../lead-route";
import type { LeadReply } from "../service";
import { LeadFormView, openForField, tokenField, type LeadFormDefinition } from "./lead-form-view";
import type { LeadCheck } from "../schemas";

type SchemaCheck = typeof import("../schemas");
let loadedCheck: SchemaCheck | undefined;

/**
 * The browser's schema check (Zod and the six schemas) loads when a visitor first focuses a form:
 * with the page it would take the home page, whose footer holds a form, over its JavaScript
 * budget (docs/benchmarks.md). A form sent before it arrives is checked by the server alone,
 * with the same schema and the same messages.
 */
function useLeadCheck(): [LeadCheck | undefined, () => void] {
  const [module, setModule] = useState(loadedCheck);
  const load = () => {
    if (module) return;
    import("../schemas").then(
      (loaded) => setModule((loadedCheck = loaded)),
      () => undefined,
    );
  };
  return [module?.checkLead, load];
}

function isReply(value: unknown, type: LeadType): value is LeadReply {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === type &&
    "status" in value
  );
}

export type SuccessScreenProps = {
  notice: Notice;
  /** Shows an empty form again (with JavaScript). */
  again: () => void;
  /** The same without JavaScript: the form's page. */
  againHref: string;
};

export type LeadFormProps<T extends LeadType> = {
  form: LeadFormDefinition<T>;
  /** Overrides the definition's id prefix when the form appears a second time on a page. */
  idPrefix?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Shares the submission's state with a surrounding component (a dialog that must not close). */
  fetcherKey?: string;
  /** Answers to start with (e.g. from the URL); ignored once the form has been sent. */
  initialValues?: Readonly<Record<string, string>>;
  /** After a successful submit with JavaScript, e.g. to close a dialog. */
  onSuccess?: () => void;
  /** A screen that replaces the form after success (pilot, demo). */
  success?: (props: SuccessScreenProps) => ReactNode;
  /** More buttons beside submit (Cancel in dialogs); they are told when the form is sending. */
  actions?: (busy: boolean) => ReactNode;
  summaryHeadingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * Every lead form of the site (design principle 1: a form is a definition, not new plumbing).
 *
 * Without JavaScript it is a plain `<form method="post">` to the form's route: the server answers
 * with the page and its reply (action data), which this renders: the error summary and the
 * answers, or the result. With JavaScript Conform runs the form (lead-form-view.tsx), it
 * posts through a fetcher (no reload) and reports the result with a toast.
 */
export function LeadForm<T extends LeadType>({
  form,
  idPrefix = form.idPrefix,
  labelledBy,
  fetcherKey,
  initialValues,
  onSuccess,
  success,
  actions,
  summaryHeadingLevel = 3,
  className = "",
}: LeadFormProps<T>) {
  const { type, action } = form;
  const fetcher = useFetcher({ key: fetcherKey });
  const location = useLocation();
  const actionData = useActionData();
  const pageToken = usePageFormToken();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [check, loadCheck] = useLeadCheck();

  // Without JavaScript the reply arrives as this page's action data; with it, as fetcher data.
  const onActionPage = leadTypeAt(location.pathname) === type;
  const pageReply = onActionPage && isReply(actionData, type) ? actionData : undefined;
  const fetched = isReply(fetcher.data, type) ? fetcher.data : undefined;
  const latest = fetched ?? pageReply;

  /** Waiting for a form token before sending. */
  const [fetchingToken, setFetchingToken] = useState(false);
  /** A token fetched for this form (its page carried none), or the visit's newest at mount. */
  const [fetchedToken, setFetchedToken] = useState(latestFormToken);
  /** Bumped by each success: the form is built again, empty. */
  const [generation, setGeneration] = useState(0);
  /** Bumped by each refused submit: the error summary takes focus again. */
  const [focusRequest, setFocusRequest] = useState(0);
  /** A success screen the visitor has left with "again". */
  const [dismissed, setDismissed] = useState<LeadReply>();

  // A new reply from the server (adjusting state while rendering, as React recommends).
  const [seen, setSeen] = useState(fetched);
  if (fetched !== seen) {
    setSeen(fetched);
    if (fetched?.status === "success") setGeneration((value) => value + 1);
    if (fetched?.status === "invalid") setFocusRequest((value) => value + 1);
  }

  const shown = latest === dismissed ? undefined : latest;
  const busy = fetchingToken || fetcher.state !== "idle";
  const token = latest?.nextToken || fetchedToken || pageToken;

  const reported = useRef(fetched);
  const report = useEffectEvent((reply: LeadReply) => {
    rememberFormToken(reply.nextToken);
    const { title, description, more } = reply.notice;
    if (reply.status === "success") {
      pushToast({ title, description, variant: "success" });
      onSuccess?.();
      if (!success) formRef.current?.focus();
    } else if (reply.status !== "invalid") {
      pushToast({ title, description, more, variant: reply.neutral ? "info" : "destructive" });
      submitRef.current?.focus();
    }
  });
  useEffect(() => {
    if (!fetched || reported.current === fetched) return;
    reported.current = fetched;
    report(fetched);
  }, [fetched]);

  useEffect(() => {
    if (dismissed) formRef.current?.focus();
  }, [dismissed]);

  /** Set from a submit until its answer is in: `busy` comes a render later. */
  const sending = useRef(false);
  const idle = !fetchingToken && fetcher.state === "idle";
  useEffect(() => {
    if (idle) sending.current = false;
  }, [idle]);

  if (shown?.status === "success" && success) {
    return success({
      notice: shown.notice,
      again: () => setDismissed(shown),
      // The query makes the link load a new page: after a POST to `action` the address is
      // already `action`, and a link differing only in its fragment would just scroll.
      againHref: `${action}?again#${form.anchor}`,
    });
  }

  async function send(formData: FormData) {
    // A double click submits twice before `busy` reaches the page: one send, one answer, one toast.
    if (sending.current) return;
    sending.current = true;
    if (!formData.get(tokenField)) {
      setFetchingToken(true);
      // Without one the lead is still stored, known by its answers, as without JavaScript.
      const fresh = await fetchFormToken().catch(() => undefined);
      setFetchingToken(false);
      if (fresh) formData.set(tokenField, fresh);
    }
    addAttribution(formData);
    // The browser's own clock since the page's navigation began: a token's request may have
    // waited before reaching the server, which then dated it later than the page was opened.
    formData.set(openForField, String(Math.round(performance.now())));
    void fetcher.submit(withoutControlCharacters(formData), { method: "post", action });
  }

  return (
    <LeadFormView
      // A success builds the form again: empty, with Conform's state new.
      key={generation}
      form={form}
      idPrefix={idPrefix}
      labelledBy={labelledBy}
      summaryHeadingLevel={summaryHeadingLevel}
      actions={actions}
      busy={busy}
      token={token}
      reply={shown}
      replyFromPage={shown !== undefined && shown === pageReply}
      defaults={
        generation > 0
          ? {}
          : pageReply && pageReply.status !== "success"
            ? pageReply.fields
            : (initialValues ?? {})
      }
      focusKey={focusRequest}
      formRef={formRef}
      submitRef={submitRef}
      className={className}
      check={check}
      onRefused={() => setFocusRequest((value) => value + 1)}
      send={(formData) => void send(formData)}
      onFocus={() => {
        loadCheck();
        loadToastViewport().catch(() => undefined);
        if (!token) fetchFormToken().then(setFetchedToken, () => undefined);
      }}
    />
  );
}

type SuccessScreenContent = {
  title: string;
  children: ReactNode;
  /** The buttons or links under the text. */
  actions: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/**
 * What replaces a form after it was sent (pilot, demo). Its heading takes focus, so keyboard and
 * screen-reader users land on the result rather than on the vanished button.
 */
export function SuccessScreen({ title, children, actions, headingLevel = 3 }: SuccessScreenContent) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h2";
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <Heading
        ref={heading}
        tabIndex={-1}
        // Without JavaScript, autofocus does what the effect does.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="text-2xl font-bold tracking-tight outline-none"
      >
        {title}
      </Heading>
      <div className="max-w-md text-lg text-pretty text-ink-muted">{children}</div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}
