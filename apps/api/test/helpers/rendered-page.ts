import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** The page as a browser parses it (parse5 follows the HTML standard's tokenizer). */
export function parsePage(html: string) {
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    const children = 'content' in node ? node.content.childNodes : [];
    for (const child of [...('childNodes' in node ? node.childNodes : []), ...children]) {
      walk(child);
    }
  };
  walk(parse(html));
  const attribute = (element: Element, name: string) =>
    element.attrs.find((each) => each.name === name)?.value;
  const text = (element: Element): string =>
    element.childNodes
      .map((child) => ('value' in child ? child.value : 'tagName' in child ? text(child) : ''))
      .join('');
  const byTag = (tag: string) => elements.filter((element) => element.tagName === tag);
  const meta = (key: string) =>
    attribute(
      byTag('meta').find((each) =>
        [attribute(each, 'property'), attribute(each, 'name')].includes(key),
      ) ?? ({ attrs: [] } as unknown as Element),
      'content',
    );
  return {
    title: byTag('title').map(text),
    meta,
    canonical: byTag('link')
      .find((each) => attribute(each, 'rel') === 'canonical')
      ?.attrs.find((each) => each.name === 'href')?.value,
    scripts: byTag('script').map((each) => ({
      type: attribute(each, 'type'),
      src: attribute(each, 'src'),
      id: attribute(each, 'id'),
      text: text(each),
    })),
    bodyText: text(byTag('body')[0] ?? ({ childNodes: [] } as unknown as Element)),
    links: byTag('link').map((each) => ({
      rel: attribute(each, 'rel'),
      href: attribute(each, 'href'),
    })),
  };
}

/** A script element that a browser runs: no type, a JavaScript type, or a module. */
export const runs = (script: { type: string | undefined }) =>
  script.type === undefined || script.type === 'module' || /javascript/i.test(script.type);

/** The JSON the browser hydrates from. */
export function serverState(page: ReturnType<typeof parsePage>) {
  const script = page.scripts.find((each) => each.id === 'server-state');
  if (script === undefined) return null;
  return JSON.parse(script.text) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    notFound: boolean;
  };
}

export function structuredData(page: ReturnType<typeof parsePage>) {
  const script = page.scripts.find((each) => each.type === 'application/ld+json');
  return script === undefined ? null : (JSON.parse(script.text) as Record<string, unknown>);
}
