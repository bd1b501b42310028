import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { rankWeights, weightedSampler } from './distributions.ts';

/** Picks words from a list ordered by frequency, with Zipf weights: the first ones dominate. */
export function zipfPicker(random: Random, words: readonly string[], exponent = 1) {
  const sampler = weightedSampler(rankWeights(words.length, exponent));
  return (): string => words[sampler.draw(random)] ?? '';
}

/** Picks a sentence template by index with Zipf weights, so some phrasings recur more. */
export function templatePicker<Args extends unknown[]>(
  random: Random,
  templates: readonly ((...args: Args) => string)[],
) {
  const sampler = weightedSampler(rankWeights(templates.length, 0.6));
  return (...args: Args): string => {
    const template = templates[sampler.draw(random)];
    return template ? template(...args) : '';
  };
}

/**
 * Joins distinct sentences until the text reaches `targetLength`, breaking paragraphs now and
 * then, and ends at the last sentence that fits in `maxLength`.
 */
export function composeText(
  random: Random,
  options: {
    first: readonly string[];
    next: () => string;
    targetLength: number;
    maxLength: number;
  },
): string {
  const sentences = options.first.map((sentence) => sentence.trim());
  let length = sentences.join(' ').length;
  for (let attempt = 0; length < options.targetLength && attempt < 200; attempt++) {
    const sentence = options.next().trim();
    // A sentence said twice word for word reads like a machine; draw another.
    if (sentences.includes(sentence)) continue;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  let text = '';
  for (const sentence of sentences) {
    const separator = text === '' ? '' : random.chance(0.2) ? '\n' : ' ';
    if (text.length + separator.length + sentence.length > options.maxLength && text !== '') break;
    text += separator + sentence;
  }
  return text.slice(0, options.maxLength);
}
