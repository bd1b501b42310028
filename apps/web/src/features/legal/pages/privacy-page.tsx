import { LegalDocument, LegalSection } from '../components/legal-document.tsx';
import { SUPPORT_EMAIL } from '../support-email.ts';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="개인정보처리방침"
      effectiveDate="2026년 11월 24일"
      lead="댕냥은 반려인들이 이야기를 나누는 작은 커뮤니티예요. 서비스에 꼭 필요한 정보만 받고, 받은 정보는 아래에 적은 목적으로만 씁니다."
    >
      <LegalSection title="수집하는 정보">
        <p>
          댕냥은 따로 회원가입 양식을 두지 않고 구글, 네이버, 카카오 계정으로 로그인합니다. 로그인할
          때 해당 서비스로부터 아래 정보를 받습니다.
        </p>
        <ul>
          <li>
            <strong>회원 식별값</strong>: 로그인한 서비스(구글, 네이버, 카카오)가 알려주는 계정 번호
          </li>
          <li>
            <strong>닉네임</strong>: 처음에는 로그인한 서비스의 이름을 쓰고, 마이페이지에서 바꿀 수
            있어요
          </li>
          <li>
            <strong>이메일</strong>: 로그인한 서비스가 알려주는 경우에만
          </li>
          <li>
            <strong>프로필 이미지</strong>: 로그인한 서비스의 사진이나 직접 올린 사진
          </li>
        </ul>
        <p>
          서비스를 이용하면서 직접 쓴 글, 댓글, 리뷰, 올린 사진과 누른 좋아요가 저장되고, 보안을
          위해 접속 기록(IP 주소, 접속 시각)이 남습니다.
        </p>
      </LegalSection>
      <LegalSection title="정보를 쓰는 목적">
        <ul>
          <li>회원을 알아보고 로그인 상태를 유지하기 위해</li>
          <li>글과 댓글 옆에 작성자의 닉네임과 프로필 이미지를 보여주기 위해</li>
          <li>탈퇴처럼 중요한 요청을 할 때 본인인지 확인하기 위해(이메일)</li>
          <li>도배, 사칭 같은 부정 이용을 막고 문의에 답하기 위해</li>
        </ul>
        <p>광고나 마케팅에 쓰지 않으며, 다른 회사에 팔거나 넘기지 않습니다.</p>
      </LegalSection>
      <LegalSection title="보관 기간과 파기">
        <p>
          회원 정보는 탈퇴할 때까지 보관하고, 탈퇴하면 바로 지웁니다. 접속 기록은 부정 이용을
          확인하기 위해 3개월 동안 보관한 뒤 지웁니다.
        </p>
      </LegalSection>
      <LegalSection title="탈퇴하면 글과 댓글은">
        <p>
          탈퇴하면 계정 정보(회원 식별값, 닉네임, 이메일, 프로필 이미지)는 바로 지워집니다. 그동안
          쓴 글과 댓글은 다른 회원들의 대화가 끊기지 않도록 남고, 작성자는{' '}
          <strong>탈퇴한 사용자</strong>로 표시되어 누가 썼는지 알 수 없게 됩니다.
        </p>
        <p>
          탈퇴할 때 <strong>내가 쓴 글과 댓글도 함께 삭제</strong>를 고르면 글과 댓글도 올린 사진,
          달린 답글과 함께 모두 지워집니다.
        </p>
      </LegalSection>
      <LegalSection title="다른 곳에 맡기거나 주는 정보">
        <p>
          회원 정보를 다른 곳에 주지 않습니다. 다만 사진 같은 파일을 안전하게 보관하기 위해 클라우드
          저장소를 쓸 수 있고, 법령에 따라 수사기관이 정식으로 요청하는 경우에는 그 범위에서만
          제공합니다.
        </p>
      </LegalSection>
      <LegalSection title="브라우저에 저장하는 정보">
        <p>
          로그인 상태를 유지하기 위해 로그인 토큰을 브라우저 저장소에 보관합니다. 로그아웃하면
          지워지고, 광고나 추적을 위한 쿠키는 쓰지 않습니다.
        </p>
      </LegalSection>
      <LegalSection title="회원의 권리">
        <p>
          닉네임과 프로필 이미지는 마이페이지에서 언제든 바꿀 수 있고, 탈퇴도 마이페이지에서 바로 할
          수 있어요. 저장된 내 정보를 보거나 고치거나 지우고 싶다면 {SUPPORT_EMAIL}로 알려주세요.
        </p>
      </LegalSection>
      <LegalSection title="개인정보 보호 담당">
        <p>
          개인정보에 관한 문의와 불만은 댕냥 운영팀({SUPPORT_EMAIL})이 받습니다. 받은 날로부터
          영업일 기준 3일 안에 답해드릴게요.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
