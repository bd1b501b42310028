/** Sentences of the lost/found and foster boards' filters and shelter notices (issue 23). */
export const PET_BROWSING_MESSAGES = {
  noReports: '조건에 맞는 글이 없어요. 필터를 바꿔보세요.',
  clearFilters: '필터 지우기',
  originLocated: '내 위치에서 가까운 순으로 보여드려요.',
  originAsking: '위치를 확인하는 동안 기본 위치에서 가까운 순으로 보여드려요.',
  originUnavailable: '위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.',
  noShelterAnimals: '지금 공고 중인 보호소 동물이 없어요.',
  shelterSource:
    '공공데이터포털 국가동물보호정보시스템의 구조동물 공고예요. 보호소에 직접 연락해주세요.',
} as const;
