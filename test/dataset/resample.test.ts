/**
 * The resampler of src/audio/resample.ts against SciPy: the expected values below were computed
 * once with `scipy.signal.resample_poly(x.astype(float64), up, down)` (SciPy 1.17.1, default
 * Kaiser β = 5 window), rounded with `np.round` and clipped to int16, for the 40-sample signal
 * `round(12000·sin(2π·0.037·i) + 9000·sin(2π·0.23·i))`. They are an independent implementation's
 * output, not this project's.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  besselI0,
  fitLength,
  mixToMono,
  polyphaseFilter,
  resampleFactors,
  resamplePoly,
  to16kMono,
  toInt16,
} from "../../src/audio/resample.js";

const X = [
  0, 11694, 7619, -661, 5283, 18294, 17976, 6244, 3903, 14237, 17307, 4933, -4847, 864, 7486, -1284, -14700, -13518,
  -3432, -4920, -17266, -19714, -7730, -946, -8893, -14448, -3966, 8642, 6004, -2574, 2359, 16134, 17918, 6979, 3841,
  14305, 19283, 8234, -2300, 2520,
];
// floor(X / 2), numpy's x // 2
const X_HALF = [
  0, 5847, 3809, -331, 2641, 9147, 8988, 3122, 1951, 7118, 8653, 2466, -2424, 432, 3743, -642, -7350, -6759, -1716,
  -2460, -8633, -9857, -3865, -473, -4447, -7224, -1983, 4321, 3002, -1287, 1179, 8067, 8959, 3489, 1920, 7152, 9641,
  4117, -1150, 1260,
];

const SCIPY: Record<string, { up: number; down: number; float4: number[]; int: number[] }> = {
  "24 kHz": {
    up: 2,
    down: 3,
    float4: [1908.1824253812322, 11061.77020339838, -426.51192495821607, 12225.85918785949],
    int: [
      1908, 11062, -427, 12226, 18080, 2869, 14296, 12294, -4833, 5550, -1285, -16343, -3436, -10976, -19733, -2407,
      -8901, -10928, 8628, 1012, 2314, 19424, 6899, 8399, 19073, 1910, 728,
    ],
  },
  "44.1 kHz": {
    up: 160,
    down: 441,
    float4: [3400.246791396903, 6464.391244546132, 11844.549642280255, 11067.988991985365],
    int: [3400, 6464, 11845, 11068, 6695, -824, -7737, -11672, -11087, -5755, 1209, 8752, 11149, 11889, 1970],
  },
  "48 kHz": {
    up: 1,
    down: 3,
    float4: [3050.6248287857843, 7206.122118389638, 12035.648406462262, 10285.185364702762],
    int: [3051, 7206, 12036, 10285, 4228, -4143, -10297, -11923, -7654, -236, 7891, 11421, 11200, 1034],
  },
  "8 kHz": {
    up: 2,
    down: 1,
    float4: [1.8556329603693495e-13, 5839.588661580462, 11700.051301150328, 12314.991896165016],
    int: [
      0, 5840, 11700, 12315, 7623, 2043, -661, 544, 5286, 12163, 18303, 20592, 17985, 12203, 6247, 2975, 3905, 8503,
      14244, 17927, 17316, 12335, 4936, -1702, -4850, -3570, 864, 5563, 7490, 5027, -1285, -8934, -14708, -16345,
      -13525, -8198, -3434, -2002, -4923, -10975, -17275, -20795, -19724, -14582, -7734, -2405, -946, -3717, -8898,
      -13422, -14455, -10939, -3968, 3599, 8646, 9351, 6007, 980, -2575, -2264, 2360, 9550, 16142, 19327, 17927, 12956,
      6983, 3217, 3843, 8450, 14312, 18544, 19293, 15645, 8238, 709, -2301, -233, 2521, 2189,
    ],
  },
};

test("up/down factors are 16000/rate reduced by their gcd", () => {
  assert.deepEqual(resampleFactors(24000), { up: 2, down: 3 });
  assert.deepEqual(resampleFactors(44100), { up: 160, down: 441 });
  assert.deepEqual(resampleFactors(22050), { up: 320, down: 441 }); // the reference-tree spec's example
  assert.deepEqual(resampleFactors(48000), { up: 1, down: 3 });
  assert.deepEqual(resampleFactors(8000), { up: 2, down: 1 });
  assert.throws(() => resampleFactors(0), RangeError);
});

test("I0 by its series: I0(0) = 1 and I0(5) = 27.239871823604442 (tables)", () => {
  assert.equal(besselI0(0), 1);
  assert.ok(Math.abs(besselI0(5) - 27.239871823604442) < 1e-12);
});

test("the 24 kHz filter equals scipy firwin(61, 1/3, ('kaiser', 5.0)) * 2 around its centre", () => {
  const h = polyphaseFilter(2, 3);
  assert.equal(h.length, 61); // 2 * 10 * max(2, 3) + 1
  const scipy = [
    -0.10365618370729074, -0.13252647755025163, 2.542798328885923e-17, 0.2731044302847953, 0.5502954453578676,
    0.6670707823691848, 0.5502954453578676, 0.2731044302847953, 2.542798328885923e-17, -0.13252647755025163,
    -0.10365618370729074,
  ];
  scipy.forEach((v, k) => {
    assert.ok(Math.abs(h[25 + k]! - v) < 1e-14, `tap ${25 + k}`);
  });
  // gain `up`: the taps sum to 2, and the filter is symmetric
  assert.ok(Math.abs(h.reduce((a, b) => a + b, 0) - 2) < 1e-12);
  for (let m = 0; m < 61; m++) assert.equal(h[m], h[60 - m]);
});

for (const [name, ref] of Object.entries(SCIPY)) {
  test(`${name} to 16 kHz equals scipy.signal.resample_poly (up ${ref.up}, down ${ref.down})`, () => {
    const y = resamplePoly(Float64Array.from(X), ref.up, ref.down);
    // length ceil(40 * up / down)
    assert.equal(y.length, Math.ceil((40 * ref.up) / ref.down));
    assert.equal(y.length, ref.int.length);
    ref.float4.forEach((v, k) => {
      assert.ok(Math.abs(y[k]! - v) < 1e-8, `sample ${k}: ${y[k]} vs ${v}`);
    });
    assert.deepEqual(Array.from(toInt16(y)), ref.int);
    assert.deepEqual(
      Array.from(to16kMono(Int16Array.from(X), 1, ref.down * (16000 / ref.up), ref.int.length)),
      ref.int,
    );
  });
}

test("stereo is averaged before resampling (scipy on the channel mean)", () => {
  // scipy: resample_poly(np.stack([x, x // 2], 1).astype(float).mean(axis=1), 2, 3), rounded
  const expected = [
    1431, 8296, -320, 9169, 13560, 2152, 10722, 9220, -3625, 4163, -964, -12258, -2577, -8232, -14800, -1805, -6676,
    -8196, 6471, 759, 1735, 14568, 5174, 6299, 14305, 1432, 546,
  ];
  const interleaved = new Int16Array(80);
  X.forEach((v, i) => {
    interleaved[2 * i] = v;
    interleaved[2 * i + 1] = X_HALF[i]!;
  });
  assert.deepEqual(Array.from(to16kMono(interleaved, 2, 24000, 27)), expected);
});

test("mixing, rounding, clipping and length fitting", () => {
  // (3 + 4) / 2 = 3.5 and (-3 + -4) / 2 = -3.5
  assert.deepEqual(Array.from(mixToMono(Int16Array.from([3, 4, -3, -4]), 2)), [3.5, -3.5]);
  // half to even: 3.5 → 4, 2.5 → 2, -3.5 → -4, -2.5 → -2; clip to [-32768, 32767]
  assert.deepEqual(
    Array.from(toInt16(Float64Array.from([3.5, 2.5, -3.5, -2.5, 40000, -40000, 0.49]))),
    [4, 2, -4, -2, 32767, -32768, 0],
  );
  // a 16 kHz stereo file keeps its rate: only mixed and rounded (5 + 0) / 2 = 2.5 → 2
  assert.deepEqual(Array.from(to16kMono(Int16Array.from([5, 0, 7, 0]), 2, 16000, 2)), [2, 4]);
  assert.deepEqual(Array.from(fitLength(Int16Array.from([1, 2, 3]), 5)), [1, 2, 3, 0, 0]);
  assert.deepEqual(Array.from(fitLength(Int16Array.from([1, 2, 3]), 2)), [1, 2]);
  // 16 kHz mono is returned as is, then padded or cropped
  assert.deepEqual(Array.from(to16kMono(Int16Array.from([9, 8]), 1, 16000, 3)), [9, 8, 0]);
});
