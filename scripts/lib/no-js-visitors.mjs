// Visitors sending the demo form as a browser without JavaScript does: GET /book-demo, then POST
// the form once (the prerendered page has no form token: the server stores the lead at the first
// press and knows a second press by its answers). Each lead carries a marker, so that its
// visitor's outcome, its database row and its mails can be matched.

const thanks = "Demo request submitted!";
const requestTimeoutMs = 15_000;

/**
 * @typedef {"thanked" | "error" | "refused"} Outcome  error: what a person would take for a
 *   failure (no answer, a reset, a 5xx, a timeout); refused: a 4xx or a page other than expected
 */

/**
 * @param {{ origin: () => string, visitors: number, marker: (n: number) => string }} options
 *   `origin` is read before each request: a server started again may have moved.
 */
export function startVisitors({ origin, visitors, marker }) {
  /**
   * Each visit's outcome; `again`: what pressing Send again (the same answers) gave after the
   * press that failed with an error.
   * @type {Map<string, { outcome: Outcome, detail: string, again?: Outcome }>}
   */
  const outcomes = new Map();
  /** Responses of status 500 and above, by status. @type {Record<string, number>} */
  const serverErrors = {};
  /** Requests that got no response, by cause (ECONNREFUSED, ECONNRESET, timeout, ...). */
  /** @type {Record<string, number>} */
  const connectionErrors = {};
  let requests = 0;
  let sequence = 0;
  let running = true;

  /** @param {string} path @param {URLSearchParams} [form] */
  async function send(path, form) {
    requests += 1;
    try {
      const response = await fetch(`${origin()}${path}`, {
        method: form ? "POST" : "GET",
        body: form,
        redirect: "manual",
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const body = await response.text();
      if (response.status >= 500) serverErrors[response.status] = (serverErrors[response.status] ?? 0) + 1;
      return { status: response.status, body };
    } catch (error) {
      const cause = /** @type {{ name?: string, cause?: { code?: string } }} */ (error);
      const code = cause.name === "TimeoutError" ? "timeout" : (cause.cause?.code ?? cause.name ?? "other");
      connectionErrors[code] = (connectionErrors[code] ?? 0) + 1;
      return { status: 0, body: "", code };
    }
  }

  /** One visitor's demo request; its outcome is recorded under its marker. */
  async function visit() {
    const id = marker(sequence++);
    /** @param {Outcome} outcome @param {string} detail */
    const end = (outcome, detail) => {
      outcomes.set(id, { outcome, detail });
      return outcome;
    };
    /** @param {string} step @param {{ status: number, code?: string }} response */
    const failed = (step, response) =>
      end(
        response.status === 0 || response.status >= 500 ? "error" : "refused",
        `${step}: ${response.code ?? response.status}`,
      );

    const page = await send("/book-demo");
    if (page.status !== 200) return failed("GET", page);
    const form = new URLSearchParams({
      firstName: "Visitor",
      lastName: id,
      email: `${id}@faults.test`,
      cityName: "Dover",
      timeSlot: "morning",
      message: `Fault-injection lead ${id}.`,
      _leave_blank: "",
    });
    const press = async () => {
      const response = await send("/book-demo", form);
      return { response, thanked: response.status === 200 && response.body.includes(thanks) };
    };
    const first = await press();
    if (first.thanked) return end("thanked", "");
    const outcome = failed("POST", first.response);
    if (outcome === "error") {
      // A person whose press went unanswered presses again a moment later: the lead must be
      // stored once all the same (the same answers from the same client are the same lead).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const third = await press();
      const visit = outcomes.get(id);
      if (visit)
        visit.again = third.thanked
          ? "thanked"
          : third.response.status >= 400 && third.response.status < 500
            ? "refused"
            : "error";
    }
    return outcome;
  }

  // After a failure a visitor waits a moment, as a person would, rather than hammer a server that
  // is down; then comes the next visitor.
  const loops = Array.from({ length: visitors }, async () => {
    while (running) {
      if ((await visit()) !== "thanked") await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  return {
    outcomes,
    serverErrors,
    connectionErrors,
    get requests() {
      return requests;
    },
    /** Lets each visitor finish the request it is on, then stops them. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
