import { MESSAGES } from '@daengnyang/contract/messages';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  QUIET_HOURS,
} from '@daengnyang/contract/notifications';
import { type FormEvent, useId, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';
import styles from './notification-preferences-form.module.css';

/**
 * Each kind of notification on or off, and quiet hours (22:00–08:00: entries still arrive, the
 * pop-up waits; lost-pet ones never wait). Changes are kept on the page until 저장 sends the
 * whole settings, as the contract's PUT takes them.
 */
export function NotificationPreferencesForm() {
  const titleId = useId();
  const hintId = useId();
  const query = useNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const toast = useToast();
  const save = useSaveNotificationPreferences({
    mutationConfig: {
      onSuccess: () => {
        setDraft(null);
        toast.success(MESSAGES.notificationPreferencesSaved);
      },
      onError: (error) => toast.error(error.message),
    },
  });
  const shown = draft ?? query.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown !== undefined) save.mutate(shown);
  };

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {NOTIFICATION_MESSAGES.preferencesTitle}
      </h2>
      <p className={styles.lead}>{NOTIFICATION_MESSAGES.preferencesLead}</p>
      {query.error !== null ? (
        <LoadFailure message={query.error.message} onRetry={() => void query.refetch()} />
      ) : shown === undefined ? (
        <Skeleton count={4} />
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.kinds}>
            <legend className={styles.legend}>{NOTIFICATION_MESSAGES.kindsLegend}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className={styles.option}>
                <input
                  type="checkbox"
                  checked={shown.kinds[kind]}
                  onChange={(event) =>
                    setDraft({ ...shown, kinds: { ...shown.kinds, [kind]: event.target.checked } })
                  }
                />
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            ))}
          </fieldset>
          <div className={styles.quiet}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={shown.quietHours}
                aria-describedby={hintId}
                onChange={(event) => setDraft({ ...shown, quietHours: event.target.checked })}
              />
              {NOTIFICATION_MESSAGES.quietHours(QUIET_HOURS.from, QUIET_HOURS.to)}
            </label>
            <p className={styles.hint} id={hintId}>
              {NOTIFICATION_MESSAGES.quietHoursHint}
            </p>
          </div>
          <Button className={styles.save} type="submit" loading={save.isPending}>
            {NOTIFICATION_MESSAGES.save}
          </Button>
        </form>
      )}
    </Card>
  );
}
