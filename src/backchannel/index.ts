/**
 * The backchannel family's modules in one import, for the tests, the validation bench and the
 * fixture generator: settings and constants, the ground truth prepared for the rules, a sample's
 * row from its segments and words, the registry, and the block of a run's samples
 * (src/backchannel/family.ts, which src/score/families.ts registers).
 */
export * from "./distribution.js";
export * from "./family.js";
export * from "./kind.js";
export * from "./registry.js";
export * from "./row.js";
export * from "./settings.js";
export * from "./timing-p.js";
export * from "./utterances.js";
