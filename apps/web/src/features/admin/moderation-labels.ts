import type { DecisionAction, TargetState } from '@daengnyang/contract/moderation';

/** The admin screens' words for what the moderation contract names in English. */
export const TARGET_STATE_LABELS: Record<TargetState, string> = {
  visible: '공개 중',
  hidden: '숨김',
  temporaryMeasure: '임시조치 중',
  deleted: '삭제됨',
};

export const DECISION_LABELS: Record<DecisionAction, string> = {
  dismiss: '기각 (다시 공개)',
  hide: '숨김',
  delete: '삭제',
  temporaryMeasure: '임시조치',
};

export const SIGNAL_LABELS = {
  moneyWords: '금전 요구 표현',
  manyAdoptionOffers: '하루 분양 글 다수',
} as const;

export const APPEAL_DECISION_LABELS = { uphold: '제재 유지', lift: '제재 해제' } as const;
