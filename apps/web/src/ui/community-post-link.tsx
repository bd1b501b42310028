import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCountCommunityView } from '@/api/count-community-view.ts';
import { paths } from '@/config/paths.ts';

type CommunityPostLinkProps = {
  /** The post's own category (2–7), never the list's "all". */
  categoryId: number;
  communityId: number;
  className?: string;
  /** Marks the link as the list's current item (the post just written). */
  current?: boolean;
  children: ReactNode;
};

function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a post that records the view before the post opens (spec §4). It stays a real
 * link: a new tab or window still opens, and counts the view on the way.
 */
export function CommunityPostLink({
  categoryId,
  communityId,
  className,
  current = false,
  children,
}: CommunityPostLinkProps) {
  const navigate = useNavigate();
  const countView = useCountCommunityView();
  const href = paths.communityDetail.getHref(categoryId, communityId);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const post = { categoryId, communityId };
    if (opensElsewhere(event)) {
      countView.mutate(post);
      return;
    }
    event.preventDefault();
    if (countView.isPending) return;
    // A failed count must not keep the reader from the post.
    countView.mutate(post, { onSettled: () => navigate(href) });
  };

  return (
    <Link
      className={className}
      to={href}
      onClick={open}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}
