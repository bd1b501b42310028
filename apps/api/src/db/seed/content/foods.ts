export type SampleFood = {
  /** 1 사료, 2 간식. */
  categoryId: 1 | 2;
  /** Who eats it: decides what the package picture shows. */
  pet: 'dog' | 'cat';
  title: string;
  content: string;
  /** Won. */
  price: number;
};

export const SAMPLE_FOODS: readonly SampleFood[] = [
  {
    categoryId: 1,
    pet: 'dog',
    title: '포근펫 그레인프리 연어&감자 어덜트 2kg',
    content:
      '곡물 대신 감자와 완두를 사용해 소화가 예민한 아이에게 좋은 성견용 사료입니다. 노르웨이산 연어를 첫 번째 원료로 사용했어요.',
    price: 32900,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '바른먹이 퍼피 스타터 소고기 1.5kg',
    content:
      '생후 2개월부터 12개월까지의 성장기 강아지를 위한 사료입니다. 작은 알갱이로 유치가 약한 아이도 쉽게 먹을 수 있어요.',
    price: 28500,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '초록들판 시니어 관절케어 닭고기 3kg',
    content:
      '글루코사민과 콘드로이친을 더한 7세 이상 노견용 사료입니다. 칼로리를 낮추고 단백질은 유지해 체중 관리에도 도움을 줍니다.',
    price: 45900,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '냥냥키친 인도어 캣 헤어볼 케어 2kg',
    content:
      '실내에서 생활하는 고양이를 위한 헤어볼 케어 사료입니다. 식이섬유가 풍부해 삼킨 털이 자연스럽게 배출되도록 도와요.',
    price: 29800,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '해담펫푸드 소형견 전용 오리&고구마 4kg',
    content:
      '소형견의 입 크기에 맞춘 작은 알갱이 사료입니다. 오리고기와 고구마로 알레르기 걱정을 줄였어요.',
    price: 52000,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '숲속식탁 홀리스틱 캣 참치 1.2kg',
    content:
      '참치와 흰살생선을 주원료로 한 전연령 고양이 사료입니다. 타우린과 오메가3를 충분히 담았습니다.',
    price: 24900,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '달빛사료 저알러지 양고기&쌀 6kg',
    content:
      '단일 단백질원으로 양고기만 사용한 저알러지 사료입니다. 피부가 예민하거나 눈물 자국이 고민인 아이에게 추천해요.',
    price: 68000,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '멍멍공방 다이어트 라이트 칠면조 2kg',
    content:
      '지방 함량을 낮추고 포만감을 주는 식이섬유를 늘린 체중 관리용 사료입니다. 중성화 이후 살이 찐 아이에게 좋아요.',
    price: 31500,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '냥냥키친 키튼 그로스 1kg',
    content:
      '생후 12개월 미만 아기 고양이를 위한 고단백 사료입니다. 부드러운 작은 알갱이라 젖을 뗀 아이도 잘 먹어요.',
    price: 19800,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '포근펫 대형견 어덜트 소고기 10kg',
    content:
      '활동량이 많은 대형견을 위한 대용량 사료입니다. 큼직한 알갱이로 천천히 씹어 먹도록 만들었습니다.',
    price: 89000,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '바다정원 연어 듬뿍 캣 전연령 3kg',
    content:
      '연어 함량 40%의 기호성 좋은 고양이 사료입니다. 입맛이 까다로운 아이도 잘 먹는다는 후기가 많아요.',
    price: 47500,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '초록들판 유기농 치킨&현미 어덜트 2.5kg',
    content:
      '유기농 인증 닭고기와 현미로 만든 성견 사료입니다. 인공 보존료와 색소를 넣지 않았어요.',
    price: 39900,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '솔솔펫 신장 케어 캣 1.5kg',
    content:
      '인과 나트륨 함량을 조절한 신장 건강 관리용 사료입니다. 급여 전 수의사와 상담을 권장합니다.',
    price: 42000,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '해담펫푸드 피부&모질 케어 흰살생선 2kg',
    content:
      '오메가3와 비오틴을 강화해 윤기 있는 털을 가꿔 주는 사료입니다. 털 빠짐이 많은 견종에게 추천합니다.',
    price: 34800,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '달빛사료 에어드라이 소고기 1kg',
    content:
      '저온에서 천천히 건조해 생고기에 가까운 영양을 살린 에어드라이 사료입니다. 토퍼로 활용해도 좋아요.',
    price: 45000,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '숲속식탁 멀티캣 인도어 4kg',
    content:
      '여러 마리 고양이가 함께 먹기 좋은 대용량 인도어 사료입니다. 체중 관리와 헤어볼 케어를 한 번에 챙겼어요.',
    price: 55900,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '멍멍공방 동결건조 토핑 믹스 사료 1.8kg',
    content:
      '건사료에 동결건조 닭고기 큐브를 섞은 믹스 사료입니다. 밥을 잘 안 먹는 아이의 식욕을 돋워 줘요.',
    price: 49900,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '바른먹이 노령묘 7+ 닭고기 2kg',
    content:
      '7세 이상 고양이의 소화와 관절을 생각한 시니어 사료입니다. 알갱이가 작고 부드러워 씹기 편해요.',
    price: 33900,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '포근펫 습식 파우치 닭가슴살 85g×12',
    content: '수분이 풍부한 주식용 습식 파우치입니다. 물을 잘 안 마시는 아이의 수분 보충에 좋아요.',
    price: 21600,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '냥냥키친 주식 캔 참치&연어 160g×24',
    content: '고양이 영양 기준을 충족하는 주식 캔입니다. 큼직한 살코기가 씹히는 식감을 살렸어요.',
    price: 38400,
  },
  {
    categoryId: 1,
    pet: 'dog',
    title: '초록들판 퍼피 연어&완두 3kg',
    content:
      'DHA를 더해 두뇌 발달을 돕는 성장기 강아지 사료입니다. 연어를 주원료로 해 기호성이 좋습니다.',
    price: 41500,
  },
  {
    categoryId: 1,
    pet: 'cat',
    title: '해담펫푸드 체중관리 캣 오리 1.6kg',
    content:
      '중성화한 고양이를 위한 저칼로리 사료입니다. L-카르니틴을 더해 건강한 체중 유지를 돕습니다.',
    price: 27900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '멍멍공방 수제 닭가슴살 져키 200g',
    content:
      '국내산 닭가슴살을 얇게 저며 저온 건조한 수제 간식입니다. 훈련용으로 잘게 잘라 주기 좋아요.',
    price: 12900,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '냥냥키친 짜먹는 참치 간식 15g×30',
    content:
      '고양이들이 사랑하는 짜먹는 페이스트 간식입니다. 약을 먹일 때 섞어 주면 거부감이 줄어요.',
    price: 15900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '바른먹이 덴탈껌 소형견 30개입',
    content:
      '홈이 파인 모양으로 씹을 때 치석을 닦아내는 덴탈껌입니다. 하루 한 개로 양치 보조가 가능해요.',
    price: 18900,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '포근펫 동결건조 북어 트릿 100g',
    content:
      '북어 한 가지 재료만 동결건조한 간식입니다. 바삭한 식감이라 고양이와 강아지 모두 좋아해요.',
    price: 13500,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '숲속식탁 고구마 말랭이 300g',
    content: '국내산 호박고구마를 쪄서 말린 간식입니다. 첨가물 없이 고구마 본연의 단맛만 담았어요.',
    price: 12900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '달빛사료 오리목뼈 개껌 10개입',
    content:
      '오래 씹을 수 있는 오리목뼈 간식입니다. 씹는 욕구를 풀어주고 스트레스 해소에 도움을 줘요.',
    price: 16800,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '냥냥키친 동결건조 닭가슴살 큐브 80g',
    content:
      '한입 크기 큐브 모양의 동결건조 간식입니다. 물에 불려 주면 수분 보충도 함께 할 수 있어요.',
    price: 14900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '해담펫푸드 연어 스킨 롤 150g',
    content: '연어 껍질을 돌돌 말아 구운 간식입니다. 오메가3가 풍부해 피부와 모질 관리에 좋아요.',
    price: 17500,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '초록들판 캣닢 쿠키 60g',
    content: '유기농 캣닢을 넣어 구운 고양이 쿠키입니다. 기분 전환이 필요할 때 한두 개씩 주세요.',
    price: 12900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '멍멍공방 소고기 육포 스틱 250g',
    content:
      '호주산 소고기 홍두깨살로 만든 스틱형 육포입니다. 손으로 쉽게 잘라 양을 조절할 수 있어요.',
    price: 19900,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '바다정원 가다랑어 포 50g',
    content: '가다랑어를 얇게 깎은 토핑용 간식입니다. 밥 위에 조금 뿌려 주면 식욕이 살아나요.',
    price: 13900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '솔솔펫 유산균 트릿 강아지 120g',
    content:
      '장 건강을 위한 유산균을 담은 한입 트릿입니다. 변 상태가 고르지 않은 아이에게 추천해요.',
    price: 16500,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '포근펫 관절 영양 츄어블 60정',
    content:
      '초록입홍합과 글루코사민을 담은 씹어 먹는 영양 간식입니다. 노견이나 대형견의 관절 관리에 좋아요.',
    price: 29900,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '냥냥키친 헤어볼 케어 스낵 100g',
    content:
      '바삭한 겉과 부드러운 속으로 된 헤어볼 케어 간식입니다. 털갈이 시즌에 특히 인기가 많아요.',
    price: 12900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '바른먹이 락토프리 우유껌 20개입',
    content:
      '유당을 제거해 배탈 걱정을 줄인 우유껌입니다. 부드러워서 어린 강아지도 먹을 수 있어요.',
    price: 14500,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '달빛사료 황태채 트릿 120g',
    content:
      '겨울바람에 말린 황태를 잘게 찢은 간식입니다. 저지방 고단백이라 다이어트 중에도 부담이 없어요.',
    price: 13900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '숲속식탁 단호박 쿠키 200g',
    content: '단호박과 귀리로 구운 강아지 쿠키입니다. 설탕과 소금을 넣지 않았어요.',
    price: 12900,
  },
  {
    categoryId: 2,
    pet: 'cat',
    title: '바다정원 참치 플레이크 캔 80g×12',
    content:
      '참치 살코기를 플레이크 형태로 담은 간식 캔입니다. 국물까지 먹을 수 있어 수분 보충에도 좋아요.',
    price: 21900,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '해담펫푸드 치석케어 칫솔껌 M 15개입',
    content:
      '칫솔 모양 돌기가 치아 사이를 닦아 주는 중형견용 덴탈껌입니다. 민트 향으로 입냄새 관리에도 도움이 돼요.',
    price: 22500,
  },
  {
    categoryId: 2,
    pet: 'dog',
    title: '멍멍공방 한우 우족 스틱 5개입',
    content:
      '한우 우족을 스틱 모양으로 잘라 오래 말린 개껌입니다. 단단해서 씹는 힘이 좋은 중대형견에게 잘 맞아요.',
    price: 24900,
  },
];

/** Review lines that fit any food of a category. */
export const FOOD_REVIEWS: Record<SampleFood['categoryId'], readonly string[]> = {
  1: [
    '기호성이 정말 좋아요. 그릇 싹 비웁니다.',
    '바꾸고 나서 변 상태가 훨씬 좋아졌어요.',
    '알갱이 크기가 적당해서 잘 씹어 먹어요.',
    '두 포대째 먹이고 있는데 눈물 자국이 줄었어요.',
    '처음엔 냄새만 맡더니 사흘째부터 잘 먹네요.',
    '가격 대비 원료가 좋아서 만족합니다.',
    '털에 윤기가 도는 게 느껴져요. 재구매 예정이에요.',
    '기존 사료랑 섞어서 천천히 바꿨더니 탈 없이 적응했어요.',
    '포장이 지퍼백이라 보관하기 편해요.',
    '입이 짧은 아이인데 이건 잘 먹어서 다행이에요.',
  ],
  2: [
    '봉지 소리만 나도 달려와요 ㅎㅎ',
    '훈련할 때 보상으로 쓰기 딱 좋아요.',
    '냄새가 심하지 않아서 좋아요.',
    '양이 넉넉해서 한참 먹일 수 있겠어요.',
    '딱딱하지 않아서 노견도 잘 먹어요.',
    '재료가 단순해서 안심하고 줍니다.',
    '너무 좋아해서 숨겨 놓고 조금씩 줘요.',
    '크기가 커서 잘라서 주고 있어요.',
    '다 먹고 나서 더 달라고 조르네요 ㅋㅋ',
    '산책 갈 때 챙기기 좋은 간식이에요.',
  ],
};
