/**
 * Counts the work still under way (loaders and actions). A client that hangs up does not stop an
 * action (a lead may be half-way into the database), so shutdown waits for the work, not for
 * the socket.
 */
export function inFlightCounter() {
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  return {
    async track<T>(work: () => Promise<T>): Promise<T> {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) for (const wake of waiters.splice(0)) wake();
      }
    },
    count: () => inFlight,
    whenIdle: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => void waiters.push(resolve)),
  };
}

export type InFlightCounter = ReturnType<typeof inFlightCounter>;
