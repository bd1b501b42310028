/** The parts of a page the server writes into the built index.html. */
export type PageParts = {
  /** The page's own head tags, in place of index.html's title and description. */
  head: string;
  /** Links to the route's chunks and stylesheets, after the entry's. */
  links: string;
  /** The rendered app, inside `#root`. */
  body: string;
  /** What follows `#root`: the JSON the browser hydrates with. */
  afterRoot: string;
};

const DEFAULT_HEAD = /<title>[^<]*<\/title>\s*<meta name="description" content="[^"]*" \/>/;
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
  const inHead = rest.slice(0, headEnd);
  const betweenHeadAndRoot = rest.slice(headEnd, root);
  const afterRoot = rest.slice(root + ROOT.length);
  return {
    defaultHead: head[0],
    render: (parts) =>
      `${beforeHead}${parts.head}${inHead}${parts.links}${betweenHeadAndRoot}<div id="root">${parts.body}</div>${parts.afterRoot}${afterRoot}`,
  };
}
