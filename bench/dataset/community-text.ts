import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { lognormal } from './distributions.ts';
import { clip, particles as p } from './korean.ts';
import { composeText, templatePicker, zipfPicker } from './word-picker.ts';
import {
  AREAS,
  FEELINGS,
  OBJECT_ACTIONS,
  PET_KINDS,
  PET_NAMES,
  PET_NOUNS,
  PLACES_NEARBY,
  REACTIONS,
  WHEN,
} from './words.ts';

/**
 * The words of the search scenarios (1, 2, 3 and 4 syllables) and the share of posts whose
 * title or content holds them. The general vocabulary never contains them, so each appears
 * exactly in the posts chosen for it, in one of its forms.
 */
export const CALIBRATED_TERMS = [
  { term: '털', share: 0.1, forms: ['털', '털갈이', '털관리', '털빠짐', '털뭉치', '털'] },
  { term: '산책', share: 0.2, forms: ['산책', '산책', '밤산책', '산책로', '아침산책'] },
  { term: '슬개골', share: 0.01, forms: ['슬개골', '슬개골 탈구', '슬개골'] },
  { term: '동물병원', share: 0.05, forms: ['동물병원', '동네 동물병원', '24시 동물병원'] },
] as const;

export const SEARCH_TERMS = CALIBRATED_TERMS.map(({ term }) => term);

const TITLE_LENGTH = { min: 8, max: 40 } as const;
const CONTENT_LENGTH = { min: 80, median: 200, max: 600 } as const;

const KINDS_BY_CATEGORY: Record<number, readonly string[]> = {
  3: ['강아지', '말티즈', '푸들', '포메', '비숑', '시츄', '진돗개', '웰시코기'],
  4: ['고양이', '코숏', '러시안블루', '스코티시폴드', '먼치킨', '페르시안'],
  5: ['햄스터', '토끼', '고슴도치', '앵무새', '거북이', '기니피그'],
};
const MISSING_CATEGORY = 6;
const FOSTER_CATEGORY = 7;

/** Words for one generated text: a topic it keeps coming back to and the rest drawn fresh. */
type Words = {
  topic: string;
  noun: () => string;
  pet: string;
  kind: string;
  area: () => string;
  place: () => string;
  when: () => string;
  feeling: () => string;
  action: () => string;
  reaction: () => string;
};

const TOPIC_SENTENCES: ((w: Words) => string)[] = [
  (w) => `${w.when()} ${p.subject(p.name(w.pet))} ${p.object(w.topic)} ${w.action()}.`,
  (w) => `${w.kind} 키우시는 분들, ${w.topic} 어떻게 하세요?`,
  (w) => `${p.topic(w.topic)} 처음이라 ${w.feeling()}.`,
  (w) => `혹시 ${w.topic} 때문에 고생하신 분 계신가요?`,
  (w) => `다들 ${w.topic} 얼마나 신경 쓰시나요?`,
  (w) => `${p.subject(w.topic)} 생각보다 중요하더라고요.`,
  (w) => `${w.topic} 관련해서 알게 된 것 공유해요.`,
  (w) => `${p.and(w.topic)} ${w.noun()}, 둘 다 챙기느라 바빠요 ${w.reaction()}`,
];

const FILLER_SENTENCES: ((w: Words) => string)[] = [
  (w) => `${w.when()} ${p.subject(w.noun())} 조금 ${w.feeling()}.`,
  (w) => `${w.place()}에서 ${p.with(p.name(w.pet))} 놀다 왔어요 ${w.reaction()}`,
  (w) => `병원에서는 ${p.object(w.noun())} 조금 줄이라고 하셨어요.`,
  (w) => `${p.means(w.noun())} 바꾸고 나서 많이 좋아졌어요.`,
  (w) => `${w.kind} ${p.name(w.pet)} 보호자입니다.`,
  (w) => `${p.subject(p.name(w.pet))} ${w.noun()} 앞에서는 얌전해져요.`,
  (w) => `${w.area()} 사시는 분들 ${w.noun()} 어디서 하세요?`,
  (w) => `사진 올려봐요 ${w.reaction()}`,
  (w) => `${p.object(w.topic)} ${w.action()}.`,
  (w) => `요즘은 ${p.object(w.noun())} 매일 챙기고 있어요.`,
  (w) => `${w.place()} 근처에 ${w.kind} 친구들이 많아서 좋아요.`,
  () => '조언 부탁드립니다.',
  (w) => `${p.subject(w.noun())} 너무 비싸서 고민이에요 ${w.reaction()}`,
  (w) => `다음에 또 후기 남길게요 ${w.reaction()}`,
];

const TITLES: ((w: Words) => string)[] = [
  (w) => `${w.topic} 질문 있어요`,
  (w) => `${w.kind} ${w.topic} 고민이에요`,
  (w) => `${p.name(w.pet)} ${w.topic} 후기 ${w.reaction()}`,
  (w) => `${w.topic} 어떻게 하시나요?`,
  (w) => `${w.when()} ${p.subject(p.name(w.pet))} ${p.object(w.topic)} ${w.action()}`,
  (w) => `${w.kind} 키우시는 분들 ${w.topic} 추천 부탁드려요`,
  (w) => `[${w.area()}] ${w.topic} 같이 하실 분`,
  (w) => `${p.subject(w.topic)} ${w.feeling()}`,
];

const MISSING_TITLES: ((w: Words) => string)[] = [
  (w) => `[실종] ${w.area()} ${w.kind} ${p.object(p.name(w.pet))} 찾습니다`,
  (w) => `[목격] ${w.area()}에서 ${w.kind} 봤어요`,
  (w) => `[실종] ${w.place()} 근처 ${w.kind} 보신 분 ${w.reaction()}`,
];
const MISSING_SENTENCES: ((w: Words) => string)[] = [
  (w) => `${w.when()} ${w.area()} ${w.place()} 근처에서 잃어버렸어요.`,
  (w) => `이름은 ${p.name(w.pet)}, ${w.kind}이고 겁이 많아요.`,
  () => '보시면 꼭 연락 부탁드립니다.',
  (w) => `${w.noun()} 냄새를 좋아해서 근처에 있을 수도 있어요.`,
];

const FOSTER_TITLES: ((w: Words) => string)[] = [
  (w) => `[입양] ${w.kind} ${p.name(w.pet)} 가족을 찾아요`,
  (w) => `[임보] ${w.kind} 임시보호 해주실 분 구해요`,
  (w) => `[입양 후기] ${p.subject(p.name(w.pet))} 잘 지내요`,
];
const FOSTER_SENTENCES: ((w: Words) => string)[] = [
  () => '중성화와 예방접종은 완료했어요.',
  (w) => `성격이 순하고 ${p.object(w.noun())} 좋아해요.`,
  (w) => `${w.area()} 근처면 직접 데려다 드릴게요.`,
  () => '평생 책임지실 분만 연락 주세요.',
];

const COMMENTS: ((w: Words) => string)[] = [
  (w) => `저희 ${p.name(w.pet)}도 그랬어요 ${w.reaction()}`,
  () => '정보 감사합니다!',
  (w) => `너무 귀엽네요 ${w.reaction()}`,
  (w) => `${p.topic(w.noun())} 병원 가보시는 게 좋을 것 같아요.`,
  () => '저도 궁금했는데 감사해요.',
  (w) => `${p.object(w.noun())} 바꿔보세요. 저희는 효과 있었어요.`,
  () => '힘내세요!',
  (w) => `${p.name(w.pet)} 빨리 나았으면 좋겠어요.`,
  (w) => `사진 더 올려주세요 ${w.reaction()}`,
  (w) => `${w.kind} 키우는데 완전 공감돼요.`,
  (w) => `${w.area()}에도 비슷한 곳 있어요.`,
];
const REPLIES: ((w: Words) => string)[] = [
  (w) => `감사합니다 ${w.reaction()}`,
  () => '그렇군요! 참고할게요.',
  () => '네 한번 해볼게요.',
  () => '저도 같은 생각이에요.',
  (w) => `${p.name(w.pet)}도 잘 지내길 바라요.`,
];

export type CommunityText = { title: string; content: string };

/** Korean posts and comments for the community board, with calibrated search words. */
export function createCommunityText(random: Random) {
  const noun = zipfPicker(random, PET_NOUNS);
  const pet = zipfPicker(random, PET_NAMES, 0.7);
  const area = zipfPicker(random, AREAS, 0.8);
  const place = zipfPicker(random, PLACES_NEARBY, 0.8);
  const when = zipfPicker(random, WHEN, 0.5);
  const feeling = zipfPicker(random, FEELINGS, 0.5);
  const action = zipfPicker(random, OBJECT_ACTIONS, 0.5);
  const reaction = () => (random.chance(0.4) ? random.pick(REACTIONS) : '');
  const pick = {
    topic: templatePicker(random, TOPIC_SENTENCES),
    filler: templatePicker(random, FILLER_SENTENCES),
    title: templatePicker(random, TITLES),
    missingTitle: templatePicker(random, MISSING_TITLES),
    missing: templatePicker(random, MISSING_SENTENCES),
    fosterTitle: templatePicker(random, FOSTER_TITLES),
    foster: templatePicker(random, FOSTER_SENTENCES),
    comment: templatePicker(random, COMMENTS),
    reply: templatePicker(random, REPLIES),
  };

  const words = (topic: string, categoryId: number): Words => ({
    topic,
    noun,
    pet: pet(),
    kind: random.pick(KINDS_BY_CATEGORY[categoryId] ?? PET_KINDS),
    area,
    place,
    when,
    feeling,
    action,
    reaction,
  });

  const fitTitle = (title: string) => {
    let fitted = title.replace(/\s+/g, ' ').trim();
    while (fitted.length < TITLE_LENGTH.min) fitted += ' 궁금해요';
    return clip(fitted, TITLE_LENGTH.max);
  };

  /** The calibrated forms this post mentions: each term independently, with its share. */
  const chosenTerms = () =>
    CALIBRATED_TERMS.filter(({ share }) => random.chance(share)).map(({ forms }) =>
      random.pick(forms),
    );

  return {
    post(categoryId: number): CommunityText {
      const [lead, ...others] = chosenTerms();
      const w = words(lead ?? noun(), categoryId);
      // Every topic sentence names the topic, and the first sentences are never clipped, so a
      // calibrated word always reaches the content; the title names it half of the time.
      const titleHasTopic = lead === undefined || random.chance(0.5);
      const titleWords = titleHasTopic ? w : { ...w, topic: noun() };
      const title =
        categoryId === MISSING_CATEGORY
          ? pick.missingTitle(titleWords)
          : categoryId === FOSTER_CATEGORY
            ? pick.fosterTitle(titleWords)
            : pick.title(titleWords);
      const first = [pick.topic(w), ...others.map((topic) => pick.topic({ ...w, topic }))];
      const next =
        categoryId === MISSING_CATEGORY
          ? () => (random.chance(0.5) ? pick.missing(w) : pick.filler(w))
          : categoryId === FOSTER_CATEGORY
            ? () => (random.chance(0.5) ? pick.foster(w) : pick.filler(w))
            : () => pick.filler(w);
      const targetLength = Math.min(
        CONTENT_LENGTH.max,
        Math.max(CONTENT_LENGTH.min, CONTENT_LENGTH.median * lognormal(random, 0.55)),
      );
      const content = composeText(random, {
        first,
        next,
        targetLength,
        maxLength: CONTENT_LENGTH.max,
      });
      return { title: fitTitle(title), content };
    },

    comment(): string {
      return pick.comment(words(noun(), 2)).trim();
    },

    reply(): string {
      return pick.reply(words(noun(), 2)).trim();
    },
  };
}
