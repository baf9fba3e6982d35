import { Form, useNavigation } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { SubmitButton } from "~/ui/form/submit-button";
import { formatLiveDate } from "./format";
import type { LaunchView } from "./service";
import { canRequestLive } from "./steps";

const copy = dashboardCopy.live;

/** What step 3 says: what to do, the team's note, or where and since when the city is live. */
export function goLiveNext(launch: LaunchView): string {
  const { review } = launch;
  if (review.state === "live")
    return copy.liveSince(formatLiveDate(review.liveSince ?? ""), review.liveAddress ?? "");
  if (review.state === "requested") return copy.next.waiting;
  if (review.state === "returned") return copy.next.returned;
  return canRequestLive(launch.steps) ? copy.next.ready : copy.next.todo;
}

/** Step 3's form: the team's note when it sent the launch back, and the request button when it can go. */
export function GoLive({ launch }: { launch: LaunchView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "request-live";
  const { review } = launch;
  if (review.state === "live") {
    return review.liveAddress ? (
      <p className="text-lg font-semibold">
        <a href={review.liveAddress} className="text-brand underline underline-offset-4">
          {review.liveAddress}
        </a>
      </p>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-4">
      {review.state === "returned" && review.note ? (
        <div className="rounded-lg border-l-4 border-brand bg-brand-soft p-4">
          <h3 className="font-bold">{copy.note}</h3>
          <p className="mt-1 whitespace-pre-line">{review.note}</p>
        </div>
      ) : null}
      {canRequestLive(launch.steps) ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="request-live" />
          <SubmitButton busy={busy} busyLabel={copy.busy}>
            {copy.submit}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
