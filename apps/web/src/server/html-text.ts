/** Escaping for what the server writes into HTML around React's own output. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as element content or a quoted attribute value: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element (`application/json`, `application/ld+json`). The
 * browser ends a script at the first `</script` whatever its type, so `<` never appears as
 * itself (nor `>` and `&`, against `<!--` tricks and for readers that decode entities); U+2028/9
 * are escaped for anything that would read the JSON as JavaScript. Every escape is one JSON
 * already understands: `JSON.parse` gives back the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_JSON_ESCAPES[character] ?? character,
  );
}
