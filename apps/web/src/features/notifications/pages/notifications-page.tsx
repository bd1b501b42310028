import { useCurrentUser } from '@/api/use-current-user.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { SignInRedirect } from '@/ui/sign-in-redirect.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { NotificationList } from '../components/notification-list.tsx';
import { NotificationPreferencesForm } from '../components/notification-preferences-form.tsx';
import styles from './notifications-page.module.css';

/**
 * A member page (never rendered on the server): the notifications and their settings. A
 * visitor goes to the login, which brings them back here.
 */
export function NotificationsPage() {
  const { hasToken, user } = useCurrentUser();
  if (!hasToken) return <SignInRedirect />;
  if (user === null) {
    return (
      <Card>
        <Skeleton count={4} />
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <DocumentTitle title={`${NOTIFICATION_MESSAGES.pageTitle} | 댕냥`} />
      <header>
        <h1 className={styles.title}>{NOTIFICATION_MESSAGES.pageTitle}</h1>
        <p className={styles.lead}>{NOTIFICATION_MESSAGES.pageLead}</p>
      </header>
      <NotificationList />
      <NotificationPreferencesForm />
    </div>
  );
}
