// Regenerates docs/metrics.md from the metric registries, v1.0 then the matched runs (run after `npm run build`).
import { writeFileSync } from "node:fs";
import { matchedMetricsMarkdown } from "../dist/src/matched/describe.js";
import { metricsMarkdown } from "../dist/src/metrics/describe.js";
writeFileSync(new URL("../docs/metrics.md", import.meta.url), metricsMarkdown() + matchedMetricsMarkdown());
