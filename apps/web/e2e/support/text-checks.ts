import type { Page } from '@playwright/test';

/**
 * Finds Korean text that reads badly: a Hangul word split over two lines ("가/까운",
 * "동물병원입/니다", "24/시간") although it would fit on one line of the box it is laid out in,
 * and a field's placeholder cut off by the field's width ("…검색해보세"). A word wider than
 * that line (a long place name in a narrow column) must break somewhere, so it is not counted;
 * nor is a break at punctuation ("실종·/임보", "운영팀/(").
 *
 * Words are the runs of letters and digits of each visible text node, measured with
 * `Range.getClientRects()`: one rectangle per line box the run is drawn on.
 */
export async function brokenKoreanText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hangul = /\p{Script=Hangul}/u;
    const problems: string[] = [];

    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      return `<${element.tagName.toLowerCase()}${classes}>`;
    };
    const px = (value: string) => Number.parseFloat(value) || 0;
    const contentWidth = (box: Element) => {
      const style = getComputedStyle(box);
      return (
        box.getBoundingClientRect().width -
        px(style.paddingLeft) -
        px(style.paddingRight) -
        px(style.borderLeftWidth) -
        px(style.borderRightWidth)
      );
    };

    /**
     * The width a word could have had: the content box of the block its line boxes belong to.
     * Inline boxes are looked through; so is an item of a flex row, which `overflow-wrap:
     * anywhere` lets shrink below its longest word, less what its siblings that do not shrink
     * (an icon, a distance, a close button) keep for themselves.
     */
    const roomFor = (from: Element) => {
      let box: Element = from;
      let kept = 0;
      while (box.parentElement !== null) {
        const parent = box.parentElement;
        const display = getComputedStyle(box).display;
        const parentStyle = getComputedStyle(parent);
        if (display.startsWith('inline') || display === 'contents') {
          box = parent;
          continue;
        }
        const flexRow =
          parentStyle.display.endsWith('flex') && parentStyle.flexDirection.startsWith('row');
        if (!flexRow) break;
        for (const sibling of parent.children) {
          const style = getComputedStyle(sibling);
          if (sibling === box || style.position === 'absolute' || style.flexShrink !== '0') {
            continue;
          }
          kept +=
            sibling.getBoundingClientRect().width +
            px(style.marginLeft) +
            px(style.marginRight) +
            px(parentStyle.columnGap);
        }
        box = parent;
      }
      return contentWidth(box) - kept;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (parent === null || !hangul.test(text)) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const word = match[0];
        if (!hangul.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const first = rects[0];
        if (first === undefined) continue;
        const lines = rects.filter((rect) => Math.abs(rect.top - first.top) > first.height / 2);
        if (lines.length === 0) continue;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (width > roomFor(parent) + 0.5) continue;
        problems.push(`"${word}" in ${describe(parent)} breaks over ${rects.length} lines`);
      }
    }

    const canvas = document.createElement('canvas').getContext('2d');
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (canvas === null || field.value !== '' || !field.checkVisibility()) continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
      const needed = canvas.measureText(field.placeholder).width;
      if (needed > room + 0.5) {
        problems.push(
          `the placeholder "${field.placeholder}" of ${describe(field)} needs ${needed.toFixed(0)} px, has ${room.toFixed(0)}`,
        );
      }
    }
    return problems;
  });
}
