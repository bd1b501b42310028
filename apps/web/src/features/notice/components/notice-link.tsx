import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCountNoticeView } from '../api/count-notice-view.ts';

type NoticeLinkProps = {
  categoryId: number;
  noticeId: number;
  className?: string;
  children: ReactNode;
};

function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a notice that records the view before the notice opens (spec §4). It stays a real
 * link: a new tab or window still opens, and counts the view on the way.
 */
export function NoticeLink({ categoryId, noticeId, className, children }: NoticeLinkProps) {
  const navigate = useNavigate();
  const countView = useCountNoticeView();
  const href = paths.noticeDetail.getHref(categoryId, noticeId);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const notice = { categoryId, noticeId };
    if (opensElsewhere(event)) {
      countView.mutate(notice);
      return;
    }
    event.preventDefault();
    if (countView.isPending) return;
    // A failed count must not keep the reader from the notice.
    countView.mutate(notice, { onSettled: () => navigate(href) });
  };

  return (
    <Link className={className} to={href} onClick={open}>
      {children}
    </Link>
  );
}
