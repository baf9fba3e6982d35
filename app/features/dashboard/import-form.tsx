import { useRef, useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { useFocusOnMount } from "~/features/account/focus";
import { Field } from "~/ui/form/field";
import { SubmitButton } from "~/ui/form/submit-button";
import { textLinkStyle } from "~/ui/layout";
import type { DashboardReply } from "./dashboard-route";

const copy = dashboardCopy.import;
type Problems = { problems: string[]; problemCount: number; ignored: string[] };

/** What the check found wrong: every problem by row and column; it takes focus and is announced. */
export function ImportProblems({ problems, problemCount, ignored }: Problems) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const more = problemCount - problems.length;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="scroll-mt-24 rounded-lg border-4 border-danger bg-surface p-4 outline-none sm:p-5"
    >
      <div role="alert">
        <h3 className="text-lg font-bold">{copy.refused}</h3>
        <ul className="mt-3 max-h-96 list-disc space-y-1 overflow-y-auto pl-5" data-testid="import-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
          {more > 0 ? <li>{copy.moreProblems(more)}</li> : null}
        </ul>
        {ignored.length ? <p className="mt-3 text-ink-muted">{copy.ignored(ignored)}</p> : null}
      </div>
    </div>
  );
}

/**
 * Step 2. Without JavaScript the file posts to the page's action, which checks and imports it.
 * With it, the page first checks the file itself with the same code, showing how far it got, and
 * sends it only when every row passes; the server checks it again all the same.
 */
export function ImportForm({
  reply,
  imported,
  disabled,
}: {
  reply?: Extract<DashboardReply, { intent: "import" }>;
  imported: number;
  disabled: boolean;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const [progress, setProgress] = useState<{ checked: number; total: number } | null>(null);
  const [found, setFound] = useState<Problems | null>(null);
  const [attempt, setAttempt] = useState(0);
  const checked = useRef(false);
  const shown = found ?? reply ?? null;

  async function check(event: FormEvent<HTMLFormElement>) {
    if (checked.current) return;
    const form = event.currentTarget;
    const file = new FormData(form).get("list");
    if (!(file instanceof File) || file.size === 0) return;
    event.preventDefault();
    setFound(null);
    setProgress({ checked: 0, total: 0 });
    const { readList, checkList } = await import("./business-list");
    const read = await readList(new Uint8Array(await file.arrayBuffer()));
    const result = read.ok
      ? await checkList(read.table, async (done, total) => {
          setProgress({ checked: done, total });
          // Lets the page paint the progress between batches of rows.
          await new Promise((resolve) => setTimeout(resolve, 0));
        })
      : { ok: false as const, problems: [read.problem], problemCount: 1, ignored: [] };
    setProgress(null);
    setAttempt((n) => n + 1);
    if (!result.ok) return setFound(result);
    checked.current = true;
    await submit(form, { method: "post", encType: "multipart/form-data" });
    checked.current = false;
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-5"
      aria-labelledby="step-import-title"
      onSubmit={check}
    >
      {shown ? <ImportProblems key={attempt} {...shown} /> : null}
      <input type="hidden" name="intent" value="import" />
      <p>
        <a href={copy.template.to} download className={textLinkStyle}>
          {copy.template.label}
        </a>
      </p>
      <fieldset disabled={disabled} className="flex flex-col gap-5">
        <Field id="import-list" label={copy.file.label} hint={copy.file.hint} required marker="none">
          {(control) => (
            <input
              {...control}
              type="file"
              name="list"
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block w-full rounded-lg border border-ink-muted bg-surface p-2 text-base file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:font-semibold file:text-brand-strong"
            />
          )}
        </Field>
        {imported > 0 ? (
          <p className="rounded-lg border-l-4 border-brand bg-brand-soft p-3 font-semibold">
            {copy.replaces(imported)}
          </p>
        ) : null}
        <div role="status" aria-live="polite" className="min-h-6">
          {progress ? (
            <div className="flex flex-col gap-2">
              <progress
                max={progress.total || 1}
                value={progress.checked}
                aria-label={copy.busy}
                className="h-2 w-full max-w-md"
              />
              <span>{progress.total ? copy.progress(progress.checked, progress.total) : copy.busy}</span>
            </div>
          ) : sending ? (
            copy.uploading
          ) : null}
        </div>
        <div>
          <SubmitButton busy={Boolean(progress) || sending} busyLabel={sending ? copy.uploading : copy.busy}>
            {copy.submit}
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
