/**
 * A one-line status on stderr for long report runs ("sweep 12/20 settings", "charts 30/45"),
 * redrawn in place at most ten times a second. It draws only on a TTY, so pipes and logs stay
 * quiet.
 */

export interface StatusLine {
  update(text: string): void;
  end(): void;
}

export function statusLine(stream: NodeJS.WriteStream = process.stderr): StatusLine {
  const tty = stream.isTTY === true;
  let drawn = false;
  let last = 0;
  return {
    update(text) {
      if (!tty) return;
      const now = Date.now();
      if (drawn && now - last < 100) return;
      last = now;
      drawn = true;
      stream.write(`\r${text}\u001b[K`);
    },
    end() {
      if (tty && drawn) stream.write("\r\u001b[K");
      drawn = false;
    },
  };
}
