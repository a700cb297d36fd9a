/** Text made safe inside HTML elements and double-quoted attributes: the one escaper every HTML view uses. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
