/**
 * Every bad-input case of the core scorer issue, each producing an InputError whose one line
 * names the sample (or file) and the problem; plus the accepted boundary cases.
 */
import assert from "node:assert/strict";
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { InputError } from "../../src/errors.js";
import { loadTree } from "../../src/input/tree/load.js";
import {
  buildTree,
  encodeWav,
  fakeAnalyze,
  loudSpans,
  replaceAndRehash,
  writeJson,
  type SampleSpec,
} from "../helpers/tree.js";

const P = "synthetic_pause_handling" as const;
const TT = "candor_turn_taking" as const;
const UI = "synthetic_user_interruption" as const;
const T10 = 160000;

function base(): SampleSpec[] {
  return [
    {
      subset: P,
      name: "1",
      words: [
        [1, 1.5],
        [3.2, null],
      ],
      annotation: [{ timestamp: [3, 4] }, { timestamp: [6, 7] }],
    },
    { subset: P, name: "2", eligible: false },
    { subset: TT, name: "1", words: [[5, 5.5]], annotation: [{ timestamp: [4, 4.5] }] },
    {
      subset: UI,
      name: "1",
      samples: T10,
      words: [[6, 6.5]],
      annotation: [{ timestamp: [2, 4] }],
      wav: encodeWav(
        loudSpans(10, [
          [1, 3],
          [6, 7],
        ]),
      ),
    },
    { subset: "icc_backchannel", name: "0", samples: 16000, wav: encodeWav(new Int16Array(16000)) },
  ];
}

async function rejectsWith(dir: string, pattern: RegExp) {
  try {
    await assert.rejects(loadTree(dir, fakeAnalyze), (e: unknown) => {
      assert.ok(e instanceof InputError, `expected an InputError, got ${e}`);
      assert.match(e.message, pattern);
      assert.ok(!e.message.includes("\n"), "one line");
      return true;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function withSample(i: number, patch: Partial<SampleSpec>): SampleSpec[] {
  const specs = base();
  specs[i] = { ...specs[i]!, ...patch };
  return specs;
}

test("a good tree loads, with its samples sorted and the reference column matched", async () => {
  const dir = buildTree(base(), { summary: true });
  const tree = await loadTree(dir, fakeAnalyze);
  assert.equal(tree.reference.status, "matched");
  const ui = tree.subsets.find((s) => s.subset === UI)!.samples[0]!;
  assert.ok(ui.eligible && ui.task === "user_interruption");
  assert.equal(ui.nSamples, T10);
  rmSync(dir, { recursive: true });
});

test("malformed JSON", async () => {
  const dir = buildTree(base());
  writeFileSync(join(dir, "manifest.json"), "{ not json");
  await rejectsWith(dir, /^manifest\.json: manifest\.json is malformed JSON/);
  const dir2 = buildTree(base());
  replaceAndRehash(dir2, P, "1", "output.json", '{"text": "", "chunks": [');
  await rejectsWith(dir2, /^synthetic_pause_handling\/1: output\.json is malformed JSON/);
  const dir3 = buildTree(base());
  replaceAndRehash(dir3, TT, "1", "turn_taking.json", "[{]");
  await rejectsWith(dir3, /^candor_turn_taking\/1: turn_taking\.json is malformed JSON/);
});

test("missing manifest, asr.json or sample file", async () => {
  let dir = buildTree(base());
  unlinkSync(join(dir, "manifest.json"));
  await rejectsWith(dir, /^manifest\.json: manifest\.json is missing/);
  dir = buildTree(base());
  unlinkSync(join(dir, "asr.json"));
  await rejectsWith(dir, /^asr\.json: asr\.json is missing/);
  dir = buildTree(base());
  unlinkSync(join(dir, P, "1", "output.json"));
  await rejectsWith(dir, /^synthetic_pause_handling\/1: output\.json is missing/);
  dir = buildTree(base());
  unlinkSync(join(dir, TT, "1", "turn_taking.json"));
  await rejectsWith(dir, /^candor_turn_taking\/1: turn_taking\.json is missing/);
  dir = buildTree(base());
  unlinkSync(join(dir, UI, "1", "output.wav"));
  await rejectsWith(dir, /^synthetic_user_interruption\/1: output\.wav is missing/);
});

test("an empty file (0 bytes) of any kind is named empty, not malformed or unreadable", async () => {
  const empty = (file: string) =>
    new RegExp(`^${file.replace(".", "\\.")} is empty \\(0 bytes\\); the copy or the write`);
  for (const [path, where] of [
    ["manifest.json", "manifest.json"],
    ["asr.json", "asr.json"],
    [join(P, "1", "output.json"), `${P}/1`],
    [join(TT, "1", "turn_taking.json"), `${TT}/1`],
    [join(UI, "1", "output.wav"), `${UI}/1`],
  ] as const) {
    const dir = buildTree(base());
    writeFileSync(join(dir, path), "");
    const file = path.split("/").at(-1)!;
    await rejectsWith(dir, new RegExp(`^${where.replace(".", "\\.")}: ${empty(file).source.slice(1)}`));
  }
});

test("an eligible row whose folder is missing, or a folder with no eligible row", async () => {
  let dir = buildTree(base());
  rmSync(join(dir, TT, "1"), { recursive: true });
  await rejectsWith(dir, /^candor_turn_taking\/1: eligible sample folder .* is missing/);
  dir = buildTree(base());
  mkdirSync(join(dir, P, "2")); // the ineligible row's folder
  await rejectsWith(dir, /^synthetic_pause_handling\/2: sample folder has no eligible manifest row/);
  dir = buildTree(base());
  mkdirSync(join(dir, P, "99"));
  await rejectsWith(dir, /^synthetic_pause_handling\/99: sample folder has no eligible manifest row/);
});

test("hash mismatches name the file and both hashes", async () => {
  let dir = buildTree(base());
  writeFileSync(join(dir, P, "1", "output.json"), '{"text": "", "chunks": []}');
  await rejectsWith(
    dir,
    /^synthetic_pause_handling\/1: output\.json sha256 [0-9a-f]{64} does not match asr\.json [0-9a-f]{64}; the file changed after asr\.json was written: restore it, or write asr\.json again$/,
  );
  dir = buildTree(base());
  writeFileSync(join(dir, P, "1", "pause.json"), '[{"timestamp": [3, 4]}]');
  await rejectsWith(
    dir,
    /^synthetic_pause_handling\/1: pause\.json sha256 [0-9a-f]{64} does not match manifest\.json [0-9a-f]{64}; the file changed after manifest\.json was written/,
  );
  dir = buildTree(base());
  writeFileSync(join(dir, UI, "1", "output.wav"), encodeWav(loudSpans(10, [[1, 3]])));
  await rejectsWith(
    dir,
    /^synthetic_user_interruption\/1: output\.wav sha256 [0-9a-f]{64} does not match manifest\.json/,
  );
});

test("word starts: NaN, negative or past T stop; a start exactly at T and an end past T pass", async () => {
  const nan = buildTree(base());
  replaceAndRehash(nan, P, "1", "output.json", '{"text": "w", "chunks": [{"text": "w", "timestamp": [NaN, 1.0]}]}');
  await rejectsWith(nan, /^synthetic_pause_handling\/1: output\.json word 1 "w" start is NaN$/);
  await rejectsWith(
    buildTree(
      withSample(0, {
        words: [
          [1, 2],
          [-0.5, 1],
        ],
      }),
    ),
    /^synthetic_pause_handling\/1: output\.json word 2 "w" start at -0\.50 s is negative$/,
  );
  await rejectsWith(
    buildTree(withSample(0, { words: [[10.000001, 11]] })),
    /^synthetic_pause_handling\/1: output\.json word 1 "w" start at 10\.000001 s is past T = 10 s$/,
  );
  const dir = buildTree(
    withSample(0, {
      words: [
        [10, 12],
        [9.9999994, null],
      ],
    }),
  );
  const tree = await loadTree(dir, fakeAnalyze);
  assert.equal(tree.subsets[0]!.samples[0]!.eligible, true);
  rmSync(dir, { recursive: true });
});

test("a null word start stops the run", async () => {
  const specs = base();
  await rejectsWith(
    buildTree(withSample(0, { words: [[null as unknown as number, 1]] })),
    /^synthetic_pause_handling\/1: output\.json word 1 start is null; expected a time in seconds; the file must look like \{"text"/,
  );
  void specs;
});

test("E, S, R and pause bounds: NaN, negative or past T", async () => {
  await rejectsWith(
    buildTree(withSample(2, { annotation: '[{"timestamp": [NaN, 4.5]}]' })),
    /^candor_turn_taking\/1: turn_taking\.json turn end E is NaN$/,
  );
  await rejectsWith(
    buildTree(withSample(2, { annotation: [{ timestamp: [-1, 4.5] }] })),
    /^candor_turn_taking\/1: turn_taking\.json turn end E at -1\.00 s is negative$/,
  );
  await rejectsWith(
    buildTree(withSample(2, { annotation: [{ timestamp: [10.5, 11] }] })),
    /^candor_turn_taking\/1: turn_taking\.json turn end E at 10\.50 s is past T = 10 s$/,
  );
  await rejectsWith(
    buildTree(withSample(3, { annotation: [{ timestamp: [11, 12] }] })),
    /^synthetic_user_interruption\/1: interrupt\.json interruption onset S at 11\.00 s is past T/,
  );
  await rejectsWith(
    buildTree(withSample(3, { annotation: [{ timestamp: [2, 10.1] }] })),
    /^synthetic_user_interruption\/1: interrupt\.json interruption end R at 10\.10 s is past T/,
  );
  await rejectsWith(
    buildTree(withSample(0, { annotation: [{ timestamp: [3, 4] }, { timestamp: [6, 10.2] }] })),
    /^synthetic_pause_handling\/1: pause\.json pause 2 end at 10\.20 s is past T/,
  );
  await rejectsWith(
    buildTree(withSample(0, { annotation: '[{"timestamp": [3, Infinity]}]' })),
    /^synthetic_pause_handling\/1: pause\.json pause 1 end is Infinity, not a finite time$/,
  );
});

test("S > R stops; S = R passes", async () => {
  await rejectsWith(
    buildTree(withSample(3, { annotation: [{ timestamp: [4, 3.9] }] })),
    /^synthetic_user_interruption\/1: interrupt\.json interruption onset S 4 is after its end R 3\.9$/,
  );
  const dir = buildTree(withSample(3, { annotation: [{ timestamp: [4, 4] }], words: [] }));
  await loadTree(dir, fakeAnalyze);
  rmSync(dir, { recursive: true });
});

test("pause lists: empty, a > b, unsorted, overlapping stop; touching pauses pass", async () => {
  await rejectsWith(
    buildTree(withSample(0, { annotation: [] })),
    /^synthetic_pause_handling\/1: pause\.json lists no pause; a pause-handling sample needs at least one \[start, end\]$/,
  );
  await rejectsWith(
    buildTree(withSample(0, { annotation: [{ timestamp: [4, 3] }] })),
    /^synthetic_pause_handling\/1: pause\.json pause 1 starts after it ends/,
  );
  await rejectsWith(
    buildTree(withSample(0, { annotation: [{ timestamp: [6, 7] }, { timestamp: [3, 4] }] })),
    /^synthetic_pause_handling\/1: pause\.json pauses are not sorted \(pause 2 starts before pause 1\); list the pauses by start time$/,
  );
  await rejectsWith(
    buildTree(withSample(0, { annotation: [{ timestamp: [3, 4] }, { timestamp: [3.5, 5] }] })),
    /^synthetic_pause_handling\/1: pause\.json pause 2 overlaps pause 1$/,
  );
  const dir = buildTree(withSample(0, { annotation: [{ timestamp: [3, 4] }, { timestamp: [4, 5] }] }));
  await loadTree(dir, fakeAnalyze);
  rmSync(dir, { recursive: true });
});

test("an interruption word before R stops; one exactly at R passes", async () => {
  await rejectsWith(
    buildTree(withSample(3, { words: [[3.999999, 4.5]] })),
    /^synthetic_user_interruption\/1: output\.json word 1 "w" at 3\.999999 s starts before R = 4 s; interruption transcripts must hold only the words from R on \(the audio is cut at R before ASR\)$/,
  );
  const dir = buildTree(withSample(3, { words: [[4, 4.5]] }));
  await loadTree(dir, fakeAnalyze);
  rmSync(dir, { recursive: true });
});

test("output.wav of the wrong length, rate, channel count or bit depth", async () => {
  await rejectsWith(
    buildTree(withSample(3, { wav: encodeWav(new Int16Array(T10 - 1)) })),
    /^synthetic_user_interruption\/1: output\.wav holds 159999 samples; expected input\.samples = 160000$/,
  );
  await rejectsWith(
    buildTree(withSample(3, { wav: encodeWav(new Int16Array(T10), 8000) })),
    /^synthetic_user_interruption\/1: output\.wav is 8000 Hz, 1 channel\(s\), 16-bit; expected 16000 Hz mono 16-bit PCM$/,
  );
  await rejectsWith(
    buildTree(withSample(3, { wav: encodeWav(new Int16Array(2 * T10), 16000, 2) })),
    /^synthetic_user_interruption\/1: output\.wav is 16000 Hz, 2 channel\(s\)/,
  );
  await rejectsWith(
    buildTree(withSample(3, { wav: encodeWav(new Int16Array(T10 / 2), 16000, 1, 8) })),
    /^synthetic_user_interruption\/1: output\.wav is 16000 Hz, 1 channel\(s\), 8-bit/,
  );
});

test("sample ids or names that would escape the tree", async () => {
  for (const bad of ["..", "a/../../x", "."]) {
    const dir = buildTree(base());
    const m = JSON.parse(
      JSON.stringify({
        schema_version: 1,
        samples: [
          { sample_id: `${P}/${bad}`, subset: P, task: "pause_handling", eligible: false, reasons: ["r"], files: {} },
        ],
      }),
    );
    writeJson(join(dir, "manifest.json"), m);
    rmSync(join(dir, P), { recursive: true });
    rmSync(join(dir, TT), { recursive: true });
    rmSync(join(dir, UI), { recursive: true });
    rmSync(join(dir, "icc_backchannel"), { recursive: true });
    await rejectsWith(dir, /is not a plain folder name$/);
  }
  const dir = buildTree(base());
  writeJson(join(dir, "manifest.json"), {
    samples: [
      {
        sample_id: "other/1",
        subset: "candor_turn_taking",
        task: "turn_taking",
        eligible: false,
        reasons: [],
        files: {},
      },
    ],
  });
  for (const s of [P, TT, UI, "icc_backchannel"]) rmSync(join(dir, s), { recursive: true });
  await rejectsWith(dir, /^other\/1: sample id does not start with its subset/);
});

test("a summary.json from other inputs is not an error: the column is left out with the reason", async () => {
  const dir = buildTree(base(), { summary: true });
  replaceAndRehash(dir, P, "1", "output.json", '{"text": "", "chunks": []}');
  const tree = await loadTree(dir, fakeAnalyze);
  assert.deepEqual(tree.reference, { status: "mismatch", changed: ["asr.json"] });
  rmSync(dir, { recursive: true });
});
