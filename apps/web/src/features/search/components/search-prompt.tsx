import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { SearchPromptIllustration } from '@/ui/illustrations/search-prompt-illustration.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './search-prompt.module.css';

/** /search without a word: a picture, an invitation and the search box. */
export function SearchPrompt() {
  return (
    <Card className={styles.prompt}>
      <DocumentTitle title="검색 | 댕냥" />
      <SearchPromptIllustration className={styles.illustration} />
      <h1 className={styles.title}>무엇이 궁금하세요?</h1>
      <p className={styles.lead}>커뮤니티 게시글과 먹거리를 한 번에 찾아드려요.</p>
      <SearchBox />
    </Card>
  );
}
