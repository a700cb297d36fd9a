/**
 * The metric names, as typed constants: the registry names its records with them, and code
 * outside src/metrics/ that must name one metric (a view that explains it, a chart built from
 * it) refers to it as `METRIC.exercised_rate`, never as a string it writes itself. A test checks
 * that these are exactly the registry's names.
 */
export const METRIC = {
  pause_intrusion_rate: "pause_intrusion_rate",
  pause_intrusion_per_pause: "pause_intrusion_per_pause",
  intrusion_s_per_pause_s: "intrusion_s_per_pause_s",
  inside_pause_onset_rate: "inside_pause_onset_rate",
  pre_pause_speech_rate: "pre_pause_speech_rate",
  carry_in_rate: "carry_in_rate",
  any_speech_rate: "any_speech_rate",
  early_start_rate: "early_start_rate",
  response_rate_1s: "response_rate_1s",
  response_rate_2s: "response_rate_2s",
  response_rate_5s: "response_rate_5s",
  no_response_rate: "no_response_rate",
  response_latency_s: "response_latency_s",
  exercised_rate: "exercised_rate",
  speaking_at_end_rate: "speaking_at_end_rate",
  stop_latency_s: "stop_latency_s",
  speech_s_per_interruption_s: "speech_s_per_interruption_s",
  restart_rate: "restart_rate",
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];
