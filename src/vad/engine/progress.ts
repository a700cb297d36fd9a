/**
 * A one-line VAD progress display on stderr (files done, audio seconds per second), redrawn in
 * place at most ten times a second. It writes only to a TTY, so logs and pipes stay clean.
 */

export interface VadProgress {
  filesDone: number;
  filesTotal: number;
  audioSeconds: number;
  elapsedS: number;
}

export interface ProgressLine {
  update(p: VadProgress): void;
  /** Finish the line (newline) if anything was drawn. */
  end(): void;
}

export function formatProgress(p: VadProgress): string {
  const rate = p.elapsedS > 0 ? p.audioSeconds / p.elapsedS : 0;
  return `VAD ${p.filesDone}/${p.filesTotal} files, ${p.audioSeconds.toFixed(1)} s audio, ${rate.toFixed(0)} audio s/s`;
}

export function progressLine(stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  const tty = stream.isTTY === true;
  let drawn = false;
  let last = 0;
  let pending: VadProgress | null = null;
  const draw = (p: VadProgress): void => {
    stream.write(`\r${formatProgress(p)}\u001b[K`);
    drawn = true;
    pending = null;
  };
  return {
    update(p) {
      if (!tty) return;
      const now = Date.now();
      if (now - last >= 100 || p.filesDone === p.filesTotal) {
        last = now;
        draw(p);
      } else {
        pending = p;
      }
    },
    end() {
      if (!tty) return;
      if (pending) draw(pending);
      if (drawn) stream.write("\n");
    },
  };
}
