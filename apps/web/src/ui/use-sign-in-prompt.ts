import { useNavigate } from 'react-router';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { useLoginHref } from '@/lib/use-login-href.ts';
import { useToast } from './use-toast.ts';

/**
 * What a visitor's ♥, 답글 or 도움돼요 answers: "로그인 후 이용해 주세요." (spec §3) with a
 * 로그인 link that brings them back to this page, rather than a dead end.
 */
export function useSignInPrompt(): () => void {
  const toast = useToast();
  const navigate = useNavigate();
  const href = useLoginHref();
  return () =>
    toast.offer(ERROR_MESSAGES.loginRequired, {
      label: '로그인',
      href,
      follow: () => navigate(href),
    });
}
