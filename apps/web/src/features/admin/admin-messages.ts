/**
 * Sentences only the admin area shows. The spec gives the admin failures in English; their
 * Korean lives with the site's in lib/messages.ts, these are the admin screens' own.
 */
export const ADMIN_MESSAGES = {
  confirmDeleteUser: '회원을 삭제하시겠습니까?',
  confirmDeleteSelected: (count: number) => `선택한 ${count}개 항목을 삭제하시겠습니까?`,
  /** Spec §5 asks for the price when it is empty or 0; the contract's sentence covers the rest. */
  foodPriceRequired: '가격을 입력해주세요.',
  foodImagesRequired: '이미지를 한 장 이상 올려주세요.',
  imagesReplacedOnEdit: '새 이미지를 선택하면 기존 이미지가 교체됩니다.',
  emptyFieldsKeptOnEdit: '비워 둔 항목은 기존 내용이 그대로 유지됩니다.',
  eventPeriodHint: '기간을 정하면 이벤트 목록에 예정·진행중·마감이 표시됩니다.',
  eventPeriodKeptOnEdit: '날짜를 비워 두면 기존 기간이 그대로 유지됩니다.',
  foodCreated: '먹거리를 등록했습니다.',
  foodUpdated: '먹거리를 수정했습니다.',
  noticeCreated: '게시글을 등록했습니다.',
  noticeUpdated: '게시글을 수정했습니다.',
  noRows: '조건에 맞는 항목이 없습니다.',
  noAudit: '아직 기록된 관리 작업이 없습니다.',
} as const;
