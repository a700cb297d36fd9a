// Regenerates docs/metrics.md from the metric registry (run after `npm run build`).
import { writeFileSync } from "node:fs";
import { metricsMarkdown } from "../dist/src/metrics/describe.js";
writeFileSync(new URL("../docs/metrics.md", import.meta.url), metricsMarkdown());
