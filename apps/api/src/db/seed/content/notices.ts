import type { Subject } from '../illustrations.ts';

export type SampleNotice = {
  /** 1 공지사항, 2 매거진, 3 이벤트. */
  categoryId: 1 | 2 | 3;
  title: string;
  content: string;
  pictures: readonly Subject[];
  /** An event's first and last day, in days from the day the sample data is made. */
  period?: { fromDay: number; toDay: number };
};

export const SAMPLE_NOTICES: readonly SampleNotice[] = [
  {
    categoryId: 1,
    title: '댕냥 서비스 오픈 안내',
    content:
      '반려동물과 함께하는 모든 분들을 위한 커뮤니티 댕냥이 문을 열었습니다. 커뮤니티, 먹거리, 지도 기능을 통해 우리 동네 반려 생활 정보를 나눠 보세요. 많은 관심과 이용 부탁드립니다.',
    pictures: [],
  },
  {
    categoryId: 1,
    title: '커뮤니티 이용 규칙 안내',
    content:
      '서로를 존중하는 커뮤니티를 위해 욕설, 비방, 광고성 게시글은 사전 안내 없이 삭제될 수 있습니다. 분양을 가장한 판매 글은 금지됩니다. 실종·목격 게시판에는 정확한 장소와 시간을 함께 적어 주세요.',
    pictures: [],
  },
  {
    categoryId: 1,
    title: '개인정보 처리방침 개정 안내',
    content:
      '개인정보 처리방침이 일부 개정되어 다음 달 1일부터 적용됩니다. 소셜 로그인으로 제공받는 정보의 보관 기간과 파기 절차를 보다 명확히 했습니다. 자세한 내용은 하단 개인정보 처리방침에서 확인해 주세요.',
    pictures: [],
  },
  {
    categoryId: 1,
    title: '서버 점검 안내 (새벽 2시~4시)',
    content:
      '보다 안정적인 서비스 제공을 위해 이번 주 목요일 새벽 2시부터 4시까지 서버 점검을 진행합니다. 점검 시간에는 글쓰기와 댓글 작성이 제한됩니다. 이용에 불편을 드려 죄송합니다.',
    pictures: [],
  },
  {
    categoryId: 1,
    title: '먹거리 리뷰 작성 가이드',
    content:
      '먹거리 리뷰에는 급여한 기간, 반려동물의 나이와 체중, 기호성과 변 상태를 함께 적어 주시면 다른 보호자분들께 큰 도움이 됩니다. 직접 찍은 사진을 첨부하면 더욱 좋아요.',
    pictures: [],
  },
  {
    categoryId: 1,
    title: '부적절한 게시물 신고 방법 안내',
    content:
      '동물 학대가 의심되거나 부적절한 게시물을 발견하시면 고객 문의로 알려 주세요. 확인 후 빠르게 조치하겠습니다. 긴급한 학대 상황은 112 또는 관할 구청에 먼저 신고해 주세요.',
    pictures: [],
  },
  {
    categoryId: 2,
    title: '여름철 산책, 이 시간만은 피하세요',
    content:
      '한낮의 아스팔트는 50도를 훌쩍 넘어 발바닥 화상을 입기 쉽습니다. 산책은 이른 아침이나 해가 진 뒤에 하고, 손등을 바닥에 5초간 대 보아 뜨겁다면 나가지 않는 것이 좋아요. 물과 휴대용 그릇도 꼭 챙기세요.',
    pictures: ['dog', 'bowl'],
  },
  {
    categoryId: 2,
    title: '고양이 음수량, 하루에 얼마나 마셔야 할까',
    content:
      '고양이는 체중 1kg당 하루 40~50ml의 물이 필요합니다. 물그릇을 여러 곳에 두고, 흐르는 물을 좋아하는 아이라면 급수기를 활용해 보세요. 습식 사료도 좋은 수분 공급원입니다.',
    pictures: ['cat', 'bowl'],
  },
  {
    categoryId: 2,
    title: '치아 관리, 양치부터 시작하세요',
    content:
      '세 살 이상 반려견의 80%가 치주 질환을 겪는다고 합니다. 처음에는 손가락에 치약을 묻혀 맛을 보여주는 것부터 시작해 하루 한 번 양치를 목표로 해 보세요. 정기적인 구강 검진도 잊지 마세요.',
    pictures: ['hospital', 'dog'],
  },
  {
    categoryId: 2,
    title: '처음 입양하는 분을 위한 체크리스트',
    content:
      '입양 전에 가족 모두의 동의, 하루 돌봄 시간, 병원비 예산, 여행 시 맡길 곳을 먼저 정해 두세요. 집에 오는 첫날은 조용한 공간을 마련하고 지나친 관심은 잠시 미뤄 주는 것이 좋습니다.',
    pictures: ['house'],
  },
  {
    categoryId: 2,
    title: '햄스터 케이지, 넓을수록 좋아요',
    content:
      '햄스터는 하룻밤에 수 킬로미터를 달리는 동물입니다. 바닥 면적이 넓은 케이지와 충분한 깊이의 바닥재, 몸 크기에 맞는 쳇바퀴를 준비해 주세요. 은신처는 두 곳 이상이 좋습니다.',
    pictures: ['hamster'],
  },
  {
    categoryId: 2,
    title: '노견의 관절을 지키는 생활 습관',
    content:
      '미끄러운 바닥에는 매트를 깔고, 소파나 침대에는 계단을 놓아 점프를 줄여 주세요. 적정 체중을 유지하는 것이 관절 건강의 첫걸음입니다. 짧게 자주 하는 산책이 근력 유지에 도움이 됩니다.',
    pictures: ['dog', 'hospital'],
  },
  {
    categoryId: 2,
    title: '앵무새와 친해지는 손 훈련',
    content:
      '앵무새와의 신뢰는 손 위에서 간식을 먹는 것부터 시작합니다. 하루 10분씩 같은 시간에 천천히 다가가고, 겁을 먹으면 한 걸음 물러나 주세요. 억지로 잡는 행동은 신뢰를 무너뜨립니다.',
    pictures: ['parrot'],
  },
  {
    categoryId: 3,
    title: '[이벤트] 우리 아이 자랑 사진 콘테스트',
    content:
      '반려동물의 가장 귀여운 순간을 댓글로 자랑해 주세요! 추첨을 통해 10분께 프리미엄 사료 세트를 드립니다. 참여 기간은 이번 달 말까지이며 당첨자는 공지사항으로 발표합니다.',
    pictures: ['dog', 'gift'],
    period: { fromDay: -6, toDay: 20 },
  },
  {
    categoryId: 3,
    title: '[이벤트] 먹거리 리뷰 남기고 간식 받아가세요',
    content:
      '먹거리 메뉴에서 사진 리뷰를 남기고 이 글에 댓글로 인증해 주세요. 추첨을 통해 20분께 수제 간식 세트를 보내드립니다. 정성스러운 리뷰는 당첨 확률이 올라가요!',
    pictures: ['treat', 'gift'],
    period: { fromDay: -3, toDay: 11 },
  },
  {
    categoryId: 3,
    title: '[이벤트] 가을 산책 인증 챌린지',
    content:
      '선선한 가을, 반려견과 함께한 산책 사진을 댓글로 인증해 주세요. 일주일 동안 5회 이상 인증하신 분께 산책용 리드줄을 드립니다. 부산시민공원, 온천천, 광안리 어디든 좋아요.',
    pictures: ['pin', 'dog', 'gift'],
    period: { fromDay: -30, toDay: -16 },
  },
  {
    categoryId: 3,
    title: '[이벤트] 입양 후기를 들려주세요',
    content:
      '보호소나 임시보호를 거쳐 가족이 된 이야기를 댓글로 나눠 주세요. 따뜻한 후기를 남겨주신 5분께 반려동물 건강검진 할인권을 드립니다. 입양을 고민하는 분들께 큰 힘이 됩니다.',
    pictures: ['house', 'gift'],
    period: { fromDay: 4, toDay: 30 },
  },
  {
    categoryId: 3,
    title: '[이벤트] 냥이 집사 퀴즈 대잔치',
    content:
      '고양이에 관한 퀴즈 다섯 문제의 정답을 댓글로 남겨 주세요. 모두 맞히신 분 중 추첨을 통해 스크래처와 장난감 세트를 드립니다. 첫 번째 문제, 고양이의 정상 체온은 몇 도일까요?',
    pictures: ['cat', 'gift'],
    period: { fromDay: -1, toDay: 13 },
  },
];

/** Event entries: what users write under event notices, with the pictures they attach. */
export const EVENT_ENTRIES: readonly { content: string; pictures: readonly Subject[] }[] = [
  { content: '우리 몽실이 낮잠 자는 모습이에요. 참여합니다!', pictures: ['dog'] },
  { content: '이불 속에서 얼굴만 내민 루루 사진 올려요 ㅎㅎ', pictures: ['cat'] },
  { content: '오늘 시민공원 산책 인증합니다. 날씨 최고!', pictures: ['dog', 'pin'] },
  { content: '햄찌가 해바라기씨 먹는 순간 포착했어요.', pictures: ['hamster'] },
  { content: '리뷰 남겼어요! 간식 너무 잘 먹어서 재구매 예정입니다.', pictures: ['treat'] },
  { content: '보호소에서 데려온 지 2년, 지금은 집안의 왕이에요.', pictures: ['cat', 'house'] },
  { content: '재밌는 이벤트 감사해요. 저희 집 아이도 참여합니다!', pictures: [] },
  { content: '쪼꼬가 처음으로 손에 올라온 날이에요!', pictures: ['parrot'] },
  { content: '온천천 산책 3일째 인증합니다.', pictures: ['dog'] },
  { content: '좋은 이벤트 감사합니다. 꼭 당첨되고 싶어요!', pictures: [] },
  { content: '밥그릇 앞에서 기다리는 모습이 너무 귀여워서 찍었어요.', pictures: ['bowl', 'dog'] },
  { content: '입양 첫날 구석에 숨어 있던 아이가 이제는 제 배 위에서 자요.', pictures: ['cat'] },
];
