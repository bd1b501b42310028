import { MESSAGES } from '@daengnyang/contract/messages';
import { Component, type ReactNode } from 'react';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import styles from './app-error-boundary.module.css';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * The app's error page: what a render error shows instead of a blank page, and what the server
 * answers when the API fails while it renders a page (`message` then says why).
 */
export function AppErrorPage({ message = MESSAGES.serverError }: { message?: string }) {
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1 className={styles.title}>문제가 발생했습니다</h1>
        <p className={styles.description}>{message}</p>
        <button
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          type="button"
          onClick={() => window.location.reload()}
        >
          새로고침
        </button>
      </Card>
    </div>
  );
}

/** Last line of defence: a render error anywhere shows the error page. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}
