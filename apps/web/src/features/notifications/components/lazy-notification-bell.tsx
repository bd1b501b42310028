import { type ComponentProps, lazy, Suspense } from 'react';

const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}));

/**
 * The bell, whose code (and the unread count's) a member's browser loads when it knows who is
 * signed in: a visitor's first load stays without it. Until then its place is held empty, in
 * the bell's own box, so nothing moves when it comes.
 */
export function LazyNotificationBell(props: ComponentProps<typeof NotificationBell>) {
  return (
    <Suspense fallback={<span className={props.className} />}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
