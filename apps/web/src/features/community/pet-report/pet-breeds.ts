import type { Species } from '@daengnyang/contract/pet-reports';

/**
 * Breed names offered while typing (free text stays allowed): the commonest kinds of the public
 * shelter service's kind list (구조동물 조회 서비스 `kind`), spelt as it spells them, so a
 * report's breed reads like the shelter notices it is matched with.
 */
export const BREED_SUGGESTIONS: Record<Species, readonly string[]> = {
  dog: [
    '믹스견',
    '말티즈',
    '푸들',
    '포메라니안',
    '치와와',
    '시츄',
    '요크셔 테리어',
    '비숑 프리제',
    '진도견',
    '풍산견',
    '시바',
    '웰시 코기 펨브로크',
    '닥스훈트',
    '비글',
    '골든 리트리버',
    '래브라도 리트리버',
    '보더 콜리',
    '슈나우저',
    '퍼그',
    '프렌치 불독',
    '스피츠',
    '사모예드',
    '시베리안 허스키',
    '제페니즈 칭',
    '페키니즈',
    '미니어처 핀셔',
    '셔틀랜드 쉽독',
    '잭 러셀 테리어',
  ],
  cat: [
    '코리안 숏헤어',
    '믹스묘',
    '페르시안',
    '러시안 블루',
    '브리티시 숏헤어',
    '스코티시 폴드',
    '먼치킨',
    '샴',
    '터키시 앙고라',
    '노르웨이 숲',
    '랙돌',
    '뱅갈',
    '아비시니안',
    '아메리칸 숏헤어',
    '엑조틱 숏헤어',
  ],
  other: [],
};
