/**
 * The sentences of lost, found and foster reports (issue 23). Apart from MESSAGES, which every
 * page of the web app carries, so that only the pages of categories 6 and 7 load them.
 */
export const PET_REPORT_MESSAGES = {
  petReportInvalid: '실종·임보 정보가 올바르지 않습니다. 항목을 다시 확인해주세요.',
  petReportKindInvalid:
    '글 종류(실종, 목격, 보호 중, 임보 요청, 입양 가족 찾기, 입양 후기)를 골라주세요.',
  petReportKindMismatch: '고른 글 종류는 이 게시판에 쓸 수 없습니다. 게시판을 다시 확인해주세요.',
  petReportSpeciesRequired: '동물 종류(강아지, 고양이, 기타)를 골라주세요.',
  petReportTextTooLong: '입력한 내용이 너무 깁니다. 글자 수를 줄여주세요.',
  petReportRegistrationInvalid: '동물등록번호는 숫자 15자리로 입력해주세요.',
  petReportEventAtRequired: '잃어버리거나 본 날짜와 시간을 입력해주세요.',
  petReportEventAtInvalid: '날짜와 시간은 지금부터 1년 전 사이로 입력해주세요.',
  petReportPlaceRequired: '지도에서 잃어버리거나 본 곳을 골라주세요.',
  petReportPlaceInvalid: '지도에서 고른 위치가 올바르지 않습니다. 국내 위치를 다시 골라주세요.',
  petReportAreaRequired: '동네 이름(예: 전포동)을 입력해주세요.',
  petReportPhoneRequired: '전화번호를 공개하려면 전화번호를 입력해주세요.',
  petReportPhoneInvalid: '전화번호는 010-1234-5678 형식으로 입력해주세요.',
  petReportRewardInvalid: '사례금은 0원부터 1,000만 원까지 숫자로 입력해주세요.',
  petReportRegionRequired: '지역을 입력해주세요.',
  petReportStatusInvalid: '이 글에 쓸 수 없는 상태입니다.',
  petReportStatusChanged: '상태를 바꿨습니다.',
  petReportNotFound: '실종·임보 정보가 있는 게시글을 찾을 수 없습니다.',
  petReportOwnOnly: '글쓴이만 바꿀 수 있습니다.',
  petMatchesLoginRequired: '비슷한 글은 로그인한 회원만 볼 수 있습니다.',
  petMatchDismissed: '이 글은 더 이상 비슷한 글로 보여드리지 않을게요.',
  petMatchCandidateNotFound: '비슷한 글로 보여드린 글이나 보호소 공고를 찾을 수 없습니다.',
  petPosterUnavailable: '전단지는 실종과 보호 중 글에서만 만들 수 있습니다.',
  petPosterLoginRequired: '전단지는 로그인한 회원만 내려받을 수 있습니다.',
  shelterAnimalsUnavailable: '보호소 공고를 불러올 수 없습니다.',
} as const;
