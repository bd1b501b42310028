/** The parts of a page the server writes into the built index.html. */
export type PageParts = {
  /** The page's own head tags, in place of index.html's title and description. */
  head: string;
  /** The scripts that load the app, in place of index.html's entry and its preloads. */
  scripts: string;
  /** The rendered app, inside `#root`. */
  body: string;
  /** What follows `#root`: the JSON the browser hydrates with. */
  afterRoot: string;
};

const DEFAULT_HEAD = /<title>[^<]*<\/title>\s*<meta name="description" content="[^"]*" \/>/;
/** What the build writes in the head to load the app: its entry and the chunks it imports. */
const ENTRY_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';

export type HtmlTemplate = {
  /** index.html's own title and description, for a page the browser renders itself. */
  defaultHead: string;
  render: (parts: PageParts) => string;
};

/**
 * The built index.html, cut once at the places a page is written into. Checked when the server
 * starts: a changed index.html that loses one of them fails there, not on the first request.
 */
export function parseTemplate(html: string): HtmlTemplate {
  const head = DEFAULT_HEAD.exec(html);
  if (head === null) throw new Error('index.html has no <title> followed by its description');
  const beforeHead = html.slice(0, head.index);
  const rest = html.slice(head.index + head[0].length);
  const headEnd = rest.indexOf(HEAD_END);
  const root = rest.indexOf(ROOT);
  if (headEnd === -1 || root === -1 || root < headEnd) {
    throw new Error(`index.html needs ${HEAD_END} and then ${ROOT}`);
  }
  // The build moves index.html's entry into the head; the source has it after #root.
  const inHead = rest.slice(0, headEnd).replace(ENTRY_TAGS, '');
  const betweenHeadAndRoot = rest.slice(headEnd, root).replace(ENTRY_TAGS, '');
  const afterRoot = rest.slice(root + ROOT.length).replace(ENTRY_TAGS, '');
  return {
    defaultHead: head[0],
    render: (parts) =>
      `${beforeHead}${parts.head}${inHead}${parts.scripts}${betweenHeadAndRoot}<div id="root">${parts.body}</div>${parts.afterRoot}${afterRoot}`,
  };
}
