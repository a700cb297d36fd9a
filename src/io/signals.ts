/**
 * Run a synchronous step with SIGINT, SIGTERM and SIGHUP held back: a signal that arrives during
 * the step is delivered (with its usual effect, ending the process) only once the step is done,
 * so an interrupted run never stops between the renames of an output pair.
 */
const HELD: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

export function withSignalsHeld<T>(step: () => T): T {
  let caught: NodeJS.Signals | null = null;
  const hold = (s: NodeJS.Signals): void => {
    caught ??= s;
  };
  for (const s of HELD) process.on(s, hold);
  try {
    return step();
  } finally {
    // A signal that came during the step is read by the event loop after the step: keep the
    // handler for two turns of the loop, then deliver what was held.
    setImmediate(() =>
      setImmediate(() => {
        for (const s of HELD) process.removeListener(s, hold);
        if (caught !== null) process.kill(process.pid, caught);
      }),
    );
  }
}
