import buttonStyles from '@/ui/button.module.css';
import { LegalDocument, LegalSection } from '../components/legal-document.tsx';
import { SUPPORT_EMAIL } from '../support-email.ts';
import styles from './contact-page.module.css';

export function ContactPage() {
  return (
    <LegalDocument
      title="고객문의"
      lead="이용하다 불편한 점, 신고하고 싶은 글, 제휴 제안까지 무엇이든 메일로 보내주세요. 영업일 기준 3일 안에 답해드릴게요."
      showContactLink={false}
    >
      <LegalSection title="보낼 곳">
        <a
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.mail}`}
          href={`mailto:${SUPPORT_EMAIL}`}
        >
          {SUPPORT_EMAIL}
        </a>
      </LegalSection>
      <LegalSection title="함께 적어주시면 빨리 도와드릴 수 있어요">
        <ul>
          <li>댕냥에서 쓰는 닉네임과 로그인한 방법(구글, 네이버, 카카오)</li>
          <li>어떤 화면에서 무엇을 하다가 생긴 일인지</li>
          <li>관련된 글이 있다면 그 글의 주소</li>
          <li>쓰고 있는 기기와 브라우저(예: 아이폰 사파리), 화면을 캡처한 사진</li>
        </ul>
        <p>비밀번호나 로그인 토큰은 적지 마세요. 댕냥 운영팀은 절대 묻지 않습니다.</p>
      </LegalSection>
      <LegalSection title="제휴 문의">
        <p>제목 앞에 [제휴]라고 적어 같은 주소로 보내주세요.</p>
      </LegalSection>
    </LegalDocument>
  );
}
