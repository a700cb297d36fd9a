// Regenerates docs/metrics.md from every registered family's registry, in registration order (run after `npm run build`).
import { writeFileSync } from "node:fs";
import { familyMarkdown } from "../dist/src/metrics/describe.js";
import { FAMILIES } from "../dist/src/score/families.js";
writeFileSync(new URL("../docs/metrics.md", import.meta.url), FAMILIES.map(familyMarkdown).join(""));
