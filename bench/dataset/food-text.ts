import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { lognormal } from './distributions.ts';
import { particles as p } from './korean.ts';
import { composeText, templatePicker, zipfPicker } from './word-picker.ts';
import {
  FOOD_BRANDS,
  FOOD_FEATURES,
  FOOD_INGREDIENTS,
  FOOD_PROTEINS,
  FOOD_QUALITIES,
  FOOD_STAGES,
  KIBBLE_TYPES,
  PET_NAMES,
  REACTIONS,
  TREAT_TYPES,
} from './words.ts';

export const KIBBLE_CATEGORY = 1;
/** The food search scenario's word: a common protein, as shoppers type it. */
export const FOOD_SEARCH_TERM = '연어';

const ORIGINS = ['국내산', '뉴질랜드산', '캐나다산', '호주산', '미국산', '노르웨이산'];
const BENEFITS = ['소화', '관절 건강', '피모 관리', '체중 관리', '면역력', '눈 건강', '장 건강'];
const ANIMALS = ['강아지', '고양이'];

type FoodWords = {
  protein: string;
  feature: string;
  /** Two different ingredients, for sentences that name a pair. */
  ingredients: readonly [string, string];
  stage: string;
  animal: string;
  kind: string;
};

const DESCRIPTIONS: ((w: FoodWords) => string)[] = [
  (w) => `${p.object(w.protein)} 주원료로 한 ${w.feature} ${w.kind}입니다.`,
  (w) => `${p.and(w.ingredients[0])} ${p.object(w.ingredients[1])} 더해 영양을 채웠어요.`,
  (w) => `${w.stage} ${w.animal} 모두 급여할 수 있어요.`,
  () => '인공 보존료와 색소를 넣지 않았습니다.',
  (w) => `${p.subject(w.protein)} 풍부해서 기호성이 좋아요.`,
  (w) => `${w.ingredients[0]} 함유로 ${w.feature} 식단에 알맞아요.`,
  () => '개봉 후에는 밀봉해서 서늘한 곳에 보관해 주세요.',
  () => '처음 급여할 때는 기존 사료와 섞어 일주일에 걸쳐 바꿔 주세요.',
];

const REVIEWS: ((pet: string, quality: string, reaction: string) => string)[] = [
  (pet, _quality, reaction) => `${p.subject(p.name(pet))} 정말 잘 먹어요 ${reaction}`,
  (_pet, quality) => `${p.subject(quality)} 만족스러워요.`,
  () => '재구매 의사 있어요.',
  (_pet, quality, reaction) => `${p.topic(quality)} 조금 아쉬워요 ${reaction}`,
  () => '배송이 빨라서 좋았어요.',
  (pet) => `입이 짧은 ${p.name(pet)}도 잘 먹네요.`,
  (_pet, quality) => `바꾸고 나서 ${p.subject(quality)} 좋아졌어요.`,
  () => '가격 대비 괜찮아요.',
];

const pair = ([first = '', second = '']: string[]): readonly [string, string] => [first, second];

/** Korean titles and descriptions of foods, and their reviews. */
export function createFoodText(random: Random) {
  const protein = zipfPicker(random, FOOD_PROTEINS);
  const feature = zipfPicker(random, FOOD_FEATURES, 0.8);
  const brand = zipfPicker(random, FOOD_BRANDS, 0.7);
  const quality = zipfPicker(random, FOOD_QUALITIES, 0.8);
  const pet = zipfPicker(random, PET_NAMES, 0.7);
  const description = templatePicker(random, DESCRIPTIONS);
  const review = templatePicker(random, REVIEWS);
  const reaction = () => (random.chance(0.4) ? random.pick(REACTIONS) : '');

  return {
    food(categoryId: number): { title: string; content: string } {
      const isKibble = categoryId === KIBBLE_CATEGORY;
      const w: FoodWords = {
        protein: protein(),
        feature: feature(),
        ingredients: pair(random.sample(FOOD_INGREDIENTS, 2)),
        stage: random.pick(FOOD_STAGES),
        animal: random.pick(ANIMALS),
        kind: isKibble ? random.pick(KIBBLE_TYPES) : random.pick(TREAT_TYPES),
      };
      const size = isKibble
        ? `${random.pick([1.2, 2, 3, 6, 7.5, 10])}kg`
        : `${random.int(2, 20) * 10}g`;
      const title = `${brand()} ${w.feature} ${w.protein} ${isKibble ? `${w.stage} ` : ''}${w.kind} ${size}`;
      const content = composeText(random, {
        first: [
          description(w),
          `원산지: ${random.pick(ORIGINS)}. ${random.pick(BENEFITS)}에 신경 썼어요.`,
        ],
        next: () => description(w),
        targetLength: 100 + 120 * lognormal(random, 0.5),
        maxLength: 500,
      });
      return { title, content };
    },

    review(): string {
      const sentences = Array.from({ length: random.int(1, 4) }, () =>
        review(pet(), quality(), reaction()).trim(),
      );
      return [...new Set(sentences)].join(' ');
    },
  };
}
