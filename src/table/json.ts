/** `table --format json`: the leaderboard object, indented by two spaces, with a final newline. */
import type { Leaderboard } from "./types.js";

export function leaderboardJson(board: Leaderboard): string {
  return JSON.stringify(board, null, 2) + "\n";
}
