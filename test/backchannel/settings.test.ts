import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BACKCHANNEL_CONSTANTS,
  BACKCHANNEL_DEFINITIONS,
  DEFAULT_BACKCHANNEL_SETTINGS,
  gridSettings,
  settingProblem,
  settingsJson,
  settingsProblems,
} from "../../src/backchannel/index.js";

test("the defaults, the constants and the definitions version", () => {
  assert.equal(BACKCHANNEL_DEFINITIONS, "fdb-v1.0-backchannel-1");
  assert.deepEqual(DEFAULT_BACKCHANNEL_SETTINGS, { merge_gap_s: 0.3, max_duration_s: 1, max_words: 2 });
  assert.deepEqual(Object.keys(settingsJson(DEFAULT_BACKCHANNEL_SETTINGS)), [
    "merge_gap_s",
    "max_duration_s",
    "max_words",
  ]);
  assert.deepEqual(BACKCHANNEL_CONSTANTS, { window_s: 0.2, probe_windows: 3 });
  assert.deepEqual(gridSettings(DEFAULT_BACKCHANNEL_SETTINGS), { j_us: 300000, D_us: 1000000, W: 2 });
});

test("each setting's validity rule on its boundaries", () => {
  assert.equal(settingProblem("merge_gap_s", 0), null); // j = 0 joins only touching segments
  assert.equal(settingProblem("merge_gap_s", 3600), null);
  assert.match(
    settingProblem("merge_gap_s", -0.001)!,
    /^merge_gap_s -0\.001: expected a number of seconds from 0 to 3600$/,
  );
  assert.match(settingProblem("merge_gap_s", 3600.5)!, /merge_gap_s 3600\.5/);
  assert.match(settingProblem("merge_gap_s", Number.NaN)!, /merge_gap_s NaN/);
  assert.equal(settingProblem("max_duration_s", 0.000001), null); // 1 µs
  assert.match(settingProblem("max_duration_s", 0)!, /max_duration_s 0: expected a number of seconds above 0/);
  assert.match(settingProblem("max_duration_s", 0.0000004)!, /above 0/); // 0 µs on the grid
  assert.match(settingProblem("max_duration_s", Infinity)!, /max_duration_s Infinity/);
  assert.equal(settingProblem("max_words", 0), null); // only utterances without words are backchannels
  assert.equal(settingProblem("max_words", 7), null);
  assert.match(settingProblem("max_words", 2.5)!, /^max_words 2\.5: expected a whole number of words from 0$/);
  assert.match(settingProblem("max_words", -1)!, /max_words -1/);
  assert.match(settingProblem("max_words", "2")!, /max_words "2"/);
  assert.deepEqual(settingsProblems({ merge_gap_s: -1, max_duration_s: 0, max_words: 1.5 }).length, 3);
  assert.throws(() => gridSettings({ merge_gap_s: -1, max_duration_s: 1, max_words: 2 }), RangeError);
});
