import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { LeadType, Notice } from "~/content/leads";
import { formTokenUrl, usePageFormToken } from "~/lib/form-token";
import { leadTypeAt } from "../paths";
import type { LeadReply } from "../reply";
import { loadToastViewport, pushToast } from "~/ui/toast/store";
import { loadResults } from "./deferred-results";
import { LeadFormView, tokenField, type LeadBodyProps } from "./lead-form-view";
import type { LeadFormDefinition } from "./types";

type Engine = typeof import("./client-validation");
let engine: Engine | undefined;
let engineLoading: Promise<Engine> | undefined;

/**
 * Conform's React adapter, Zod and the schemas: loaded once, the first time a visitor focuses or
 * sends a form, so they stay out of every page's first load (the footer's form is on all of them).
 */
function loadEngine(): Promise<Engine> {
  engineLoading ??= import("./client-validation").then(
    (module) => (engine = module),
    (error: unknown) => {
      engineLoading = undefined;
      throw error;
    },
  );
  return engineLoading;
}

/** Everything a submission may need, fetched while the visitor is still typing. */
function preload() {
  loadEngine().catch(() => undefined);
  loadResults().catch(() => undefined);
  loadToastViewport().catch(() => undefined);
}

/**
 * The freshest form token the server has handed out during this visit. The page's own token is
 * the idempotency key of one submission per form type; a form that mounts again (a dialog opened
 * a second time, a page visited again) starts from this one, so a new request is not taken for
 * a repeat of the last.
 */
let freshestToken: string | undefined;
const tokenListeners = new Set<() => void>();
const rememberToken = (token: string) => {
  if (!token) return;
  freshestToken = token;
  for (const listener of tokenListeners) listener();
};
const useFreshestToken = () =>
  useSyncExternalStore(
    (listener) => {
      tokenListeners.add(listener);
      return () => void tokenListeners.delete(listener);
    },
    () => freshestToken,
    () => undefined,
  );

let tokenLoading: Promise<string> | undefined;

/**
 * A token for a form on a prerendered page, which carries none (it is the same for everyone):
 * fetched when the visitor first focuses a form, or sends it, and dated back by the server to when
 * the page was opened, so the fill time counts the visitor's time on the page (decision 0005).
 */
function loadToken(): Promise<string> {
  if (freshestToken) return Promise.resolve(freshestToken);
  tokenLoading ??= fetch(formTokenUrl(), { cache: "no-store" })
    .then(async (response) => {
      const { token } = (await response.json()) as { token?: unknown };
      if (!response.ok || typeof token !== "string" || !token) throw new Error("no form token");
      rememberToken(token);
      return token;
    })
    .finally(() => {
      tokenLoading = undefined;
    });
  return tokenLoading;
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
  /** "inline": the only field and the button on one row (newsletter). */
  layout?: "stack" | "inline";
  summaryHeadingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * Every lead form of the site (design principle 1: a form is a definition, not new plumbing).
 *
 * Without JavaScript it is a plain `<form method="post">` to the form's route: the server answers
 * with the page and its reply (action data), which this renders: the error summary and the
 * answers, or the result. With JavaScript it posts through a fetcher (no reload) and reports the
 * result with a toast; from the first submit on, Conform runs the form (client-validation.tsx):
 * the same Zod schema as the server's, re-checked on blur.
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
  layout = "stack",
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

  // Without JavaScript the reply arrives as this page's action data; with it, as fetcher data.
  const onActionPage = leadTypeAt(location.pathname) === type;
  const pageReply = onActionPage && isReply(actionData, type) ? actionData : undefined;
  const fetched = isReply(fetcher.data, type) ? fetcher.data : undefined;
  const latest = fetched ?? pageReply;

  /** Waiting for Conform at the first submit. */
  const [loading, setLoading] = useState(false);
  /** The answers of the first submit, handed to Conform's form, which sends them at once. */
  const [handover, setHandover] = useState<{ engine: Engine; values: Record<string, string> }>();
  const pendingSubmit = useRef(false);
  /** Bumped by each success: the form is rebuilt empty. */
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
  const busy = loading || fetcher.state !== "idle";
  const freshest = useFreshestToken();
  const token = latest?.nextToken || freshest || pageToken;

  const reported = useRef(fetched);
  const report = useEffectEvent((reply: LeadReply) => {
    rememberToken(reply.nextToken);
    const { title, description, more } = reply.notice;
    if (reply.status === "success") {
      pushToast({ title, description, variant: "success" });
      onSuccess?.();
      if (!success) formRef.current?.focus();
    } else if (reply.status !== "invalid") {
      pushToast({ title, description, more, variant: "destructive" });
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

  if (shown?.status === "success" && success) {
    return success({
      notice: shown.notice,
      again: () => setDismissed(shown),
      // The query makes the link load a new page: after a POST to `action` the address is
      // already `action`, and a link differing only in its fragment would just scroll.
      againHref: `${action}?again#${form.anchor}`,
    });
  }

  const body: LeadBodyProps = {
    form,
    idPrefix,
    labelledBy,
    layout,
    summaryHeadingLevel,
    actions,
    busy,
    token,
    reply: shown,
    replyFromPage: shown !== undefined && shown === pageReply,
    defaults:
      generation > 0
        ? {}
        : (handover?.values ??
          (pageReply && pageReply.status !== "success" ? pageReply.fields : (initialValues ?? {}))),
    focusKey: focusRequest,
    generation,
    formRef,
    submitRef,
    send: (formData) => void fetcher.submit(formData, { method: "post", action }),
    onFocus: () => {
      preload();
      if (!token) loadToken().catch(() => undefined);
    },
    className,
  };

  // Until the first submit the form needs nothing of Conform (it checks on submit), so Conform
  // takes over then, with the answers given, rather than on the first focus, when replacing the
  // controls would close a select's list or break typing.
  async function firstSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    setLoading(true);
    const [ready, fetchedToken] = await Promise.all([
      engine ?? loadEngine().catch(() => undefined),
      // Without one the lead is still stored, known by its answers, as without JavaScript.
      formData.get(tokenField) ? undefined : loadToken().catch(() => undefined),
    ]);
    setLoading(false);
    if (fetchedToken) formData.set(tokenField, fetchedToken);
    if (!ready) {
      // Conform could not load (offline, a new deploy): the server checks everything anyway.
      body.send(formData);
      return;
    }
    const values: Record<string, string> = {};
    for (const [name, value] of formData) if (typeof value === "string") values[name] = value;
    pendingSubmit.current = true;
    setHandover({ engine: ready, values });
  }

  return handover ? (
    <handover.engine.ConformLeadBody
      {...body}
      onRefused={() => setFocusRequest((value) => value + 1)}
      takePendingSubmit={() => {
        const pending = pendingSubmit.current;
        pendingSubmit.current = false;
        return pending;
      }}
    />
  ) : (
    <LeadFormView
      {...body}
      formKey={String(generation)}
      errors={shown?.status === "invalid" ? shown.errors : {}}
      notice={shown?.status === "invalid" ? shown.notice : undefined}
      onSubmit={(event) => void firstSubmit(event)}
    />
  );
}
