const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values of the page: every value put in its HTML goes through here. */
export const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators that old parsers choke on. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char]);
