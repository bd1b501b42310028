import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { lognormal } from './distributions.ts';
import { clip, particles as p } from './korean.ts';
import { composeText, zipfPicker } from './word-picker.ts';
import { PET_KINDS, PET_NAMES, PET_NOUNS, REACTIONS } from './words.ts';

const ANNOUNCEMENT_SUBJECTS = [
  '커뮤니티 이용 규칙',
  '서비스 점검',
  '개인정보 처리방침 개정',
  '실종 게시판 이용 방법',
  '신고 기능 업데이트',
  '닉네임 정책 변경',
  '이미지 업로드 용량 변경',
  '지도 정보 업데이트',
];
const SEASONS = ['봄철', '여름철', '장마철', '가을철', '겨울철', '명절', '휴가철', '환절기'];
const EVENT_SUBJECTS = [
  '반려동물 사진 공모전',
  '출석 체크 이벤트',
  '신규 회원 간식 증정',
  '댕냥 후기 이벤트',
  '우리 아이 자랑 대회',
  '입양 가족 응원 이벤트',
];

const ANNOUNCEMENT_SENTENCES = [
  '항상 댕냥을 이용해 주셔서 감사합니다.',
  '자세한 내용은 아래를 확인해 주세요.',
  '문의 사항은 고객센터로 남겨 주시면 빠르게 답변드리겠습니다.',
  '더 편리한 서비스를 위해 노력하겠습니다.',
  '이용에 불편을 드려 죄송합니다.',
];

/** Titles and bodies of notices (공지사항, 매거진, 이벤트) and event comments. */
export function createNoticeText(random: Random) {
  const noun = zipfPicker(random, PET_NOUNS);
  const pet = zipfPicker(random, PET_NAMES, 0.7);
  const reaction = () => (random.chance(0.5) ? random.pick(REACTIONS) : '');

  const magazineSentence = (topic: string) =>
    random.pick([
      `${random.pick(SEASONS)}에는 ${p.subject(topic)} 특히 중요해요.`,
      `${p.object(topic)} 챙길 때는 ${p.object(noun())} 함께 살펴보세요.`,
      `수의사 선생님께 ${topic} 관리법을 여쭤봤습니다.`,
      `${random.pick(PET_KINDS)} 보호자라면 ${p.subject(noun())} 신경 쓰이실 거예요.`,
      `작은 변화도 기록해 두면 병원 진료에 도움이 됩니다.`,
    ]);

  return {
    notice(categoryId: number): { title: string; content: string } {
      const topic = noun();
      const subject =
        categoryId === 1
          ? `[공지] ${random.pick(ANNOUNCEMENT_SUBJECTS)} 안내`
          : categoryId === 2
            ? `[매거진] ${random.pick(SEASONS)} ${topic} 관리 가이드`
            : `[이벤트] ${random.pick(EVENT_SUBJECTS)}`;
      const next =
        categoryId === 2
          ? () => magazineSentence(topic)
          : () => random.pick(ANNOUNCEMENT_SENTENCES);
      const content = composeText(random, {
        first: [
          categoryId === 3 ? '이벤트 기간 동안 댓글로 참여해 주세요!' : magazineSentence(topic),
        ],
        next,
        targetLength: 250 * lognormal(random, 0.5),
        maxLength: 1500,
      });
      return { title: clip(subject, 60), content };
    },

    eventComment(): string {
      return random
        .pick([
          `참여합니다! ${p.name(pet())} 사진 올려요 ${reaction()}`,
          `${p.subject(p.name(pet()))} ${random.pick(PET_KINDS)}예요. 잘 부탁드려요 ${reaction()}`,
          `좋은 이벤트 감사합니다 ${reaction()}`,
          `저희 ${p.topic(p.name(pet()))} ${p.object(noun())} 제일 좋아해요 ${reaction()}`,
        ])
        .trim();
    },
  };
}
