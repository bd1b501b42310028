import { LegalDocument, LegalSection } from '../components/legal-document.tsx';
import { SUPPORT_EMAIL } from '../support-email.ts';

export function TermsPage() {
  return (
    <LegalDocument
      title="이용약관"
      effectiveDate="2026년 11월 24일"
      lead="댕냥을 이용해주셔서 고마워요. 모두가 편하게 이야기를 나눌 수 있도록 지켜주셨으면 하는 약속을 적었습니다."
    >
      <LegalSection title="서비스">
        <p>
          댕냥은 반려인을 위한 커뮤니티입니다. 커뮤니티 게시판, 공지·매거진·이벤트, 먹거리 정보,
          동물병원·카페·보호소 지도, 검색을 제공합니다. 글을 읽는 것은 누구나 할 수 있고, 글쓰기와
          댓글, 좋아요, 리뷰는 로그인한 회원만 할 수 있어요.
        </p>
      </LegalSection>
      <LegalSection title="회원과 계정">
        <ul>
          <li>구글, 네이버, 카카오 계정으로 로그인하면 회원이 됩니다.</li>
          <li>
            운영진이나 다른 회원을 사칭하는 닉네임, 남을 불쾌하게 하는 닉네임은 쓸 수 없습니다.
          </li>
          <li>계정은 본인만 쓸 수 있고, 다른 사람에게 빌려주거나 넘길 수 없습니다.</li>
        </ul>
      </LegalSection>
      <LegalSection title="게시물">
        <ul>
          <li>회원이 쓴 글, 댓글, 리뷰, 사진의 권리는 쓴 회원에게 있습니다.</li>
          <li>댕냥은 회원의 게시물을 서비스 안에서 보여주고 검색되게 하는 데에만 씁니다.</li>
          <li>
            다른 사람의 사진이나 글을 올릴 때에는 먼저 허락을 받아주세요. 실종·목격 글에 연락처를
            적을 때에도 필요한 만큼만 적어주세요.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="하지 말아야 할 일">
        <ul>
          <li>욕설, 비방, 차별, 혐오 표현</li>
          <li>광고, 도배, 같은 글 반복 게시</li>
          <li>동물 학대를 보여주거나 부추기는 내용, 동물을 사고파는 글</li>
          <li>다른 사람의 개인정보를 허락 없이 올리는 일</li>
          <li>서비스를 방해하거나 다른 회원의 계정을 쓰려는 시도</li>
        </ul>
        <p>이런 게시물은 알리지 않고 지울 수 있고, 되풀이되면 서비스 이용을 제한할 수 있습니다.</p>
      </LegalSection>
      <LegalSection title="탈퇴">
        <p>
          마이페이지에서 언제든 탈퇴할 수 있습니다. 쓴 글과 댓글은 남고 작성자는 탈퇴한 사용자로
          표시되며, 탈퇴할 때 함께 삭제하기를 고르면 글과 댓글도 사진, 답글과 함께 지워집니다.
          자세한 내용은 개인정보처리방침에 있어요.
        </p>
      </LegalSection>
      <LegalSection title="먹거리와 지도 정보">
        <p>
          먹거리의 구매 버튼은 판매하는 다른 사이트로 연결되며, 구매와 배송, 환불은 그 사이트의
          약관을 따릅니다. 지도의 운영 시간과 연락처는 바뀔 수 있으니 방문하기 전에 확인해주세요.
        </p>
      </LegalSection>
      <LegalSection title="책임의 한계">
        <p>
          회원이 쓴 글의 내용은 쓴 회원이 책임집니다. 반려동물의 건강에 관한 글은 경험을 나누는
          것이며, 아플 때에는 꼭 수의사와 상담해주세요. 점검이나 장애로 서비스가 잠시 멈출 수
          있습니다.
        </p>
      </LegalSection>
      <LegalSection title="약관의 변경과 문의">
        <p>
          약관을 바꿀 때에는 시행 7일 전에 공지사항으로 알립니다. 궁금한 점은 {SUPPORT_EMAIL}로
          보내주세요.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
