/** The progress line: drawn in place on a TTY, silent otherwise. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { formatProgress, progressLine } from "../../src/vad/engine/progress.js";

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; written: string[] } {
  const written: string[] = [];
  const stream = {
    isTTY,
    write: (s: string) => {
      written.push(s);
      return true;
    },
  } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

test("the line shows files done and audio seconds per second", () => {
  assert.equal(
    formatProgress({ filesDone: 3, filesTotal: 10, audioSeconds: 75, elapsedS: 0.5 }),
    "VAD 3/10 files, 75.0 s audio, 150 audio s/s",
  );
});

test("silent when not a TTY", () => {
  const { stream, written } = fakeStream(false);
  const p = progressLine(stream);
  p.update({ filesDone: 1, filesTotal: 2, audioSeconds: 1, elapsedS: 1 });
  p.update({ filesDone: 2, filesTotal: 2, audioSeconds: 2, elapsedS: 1 });
  p.end();
  assert.deepEqual(written, []);
});

test("on a TTY: redrawn with \\r, the final state always drawn, one newline at the end", () => {
  const { stream, written } = fakeStream(true);
  const p = progressLine(stream);
  p.update({ filesDone: 1, filesTotal: 3, audioSeconds: 1, elapsedS: 1 });
  p.update({ filesDone: 2, filesTotal: 3, audioSeconds: 2, elapsedS: 1 }); // within 100 ms: deferred
  p.update({ filesDone: 3, filesTotal: 3, audioSeconds: 3, elapsedS: 1 }); // last one: drawn
  p.end();
  assert.ok(written[0]!.startsWith("\rVAD 1/3 files"));
  assert.ok(written.some((w) => w.includes("VAD 3/3 files")));
  assert.ok(!written.some((w) => w.includes("VAD 2/3 files")));
  assert.equal(written.at(-1), "\n");
});
