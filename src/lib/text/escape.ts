const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside HTML, SVG or XML, as element text or a quoted attribute value. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
