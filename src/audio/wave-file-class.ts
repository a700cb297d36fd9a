/**
 * The `wavefile` package's WaveFile class, reachable from both module systems this code runs in.
 * wavefile ships CommonJS that sets `__esModule` without a `default` export: Node's ESM loader
 * exposes it only as the default export, while the notebook kernel's CommonJS build sees the
 * named export only. Every module that uses wavefile imports the class from here.
 */
import * as wavefileModule from "wavefile";

type WaveFileClass = typeof import("wavefile").WaveFile;

const loaded = wavefileModule as unknown as { WaveFile?: WaveFileClass; default?: { WaveFile?: WaveFileClass } };

export const WaveFile: WaveFileClass = (loaded.WaveFile ?? loaded.default?.WaveFile)!;
