import type { OAuthProvider } from '@daengnyang/contract/constants';
import { PROVIDERS } from './providers.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type StandinUser = { id: number; name: string; email: string | null };

/**
 * The development stand-in for a provider without client credentials: pick a sample user or
 * create one. Never served in production.
 */
export function renderStandinPage(options: {
  provider: OAuthProvider;
  state: string;
  users: StandinUser[];
  error?: string;
}): string {
  const label = PROVIDERS[options.provider].label;
  const action = `/oauth2/dev/${options.provider}`;
  const userButtons = options.users
    .map(
      (user) => `<li><form method="post" action="${action}">
        <input type="hidden" name="state" value="${escapeHtml(options.state)}">
        <input type="hidden" name="userId" value="${user.id}">
        <button type="submit">${escapeHtml(user.name)}</button>
        <span class="email">${escapeHtml(user.email ?? '')}</span>
      </form></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>개발용 ${escapeHtml(label)} 로그인 — 댕냥</title>
<style>
  html { word-break: keep-all; overflow-wrap: anywhere; }
  body { font-family: system-ui, sans-serif; background: #f2f4f8; margin: 0; padding: 48px 16px; color: #222; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 16px; padding: 32px; box-shadow: 0 4px 24px rgba(0,0,0,.06); }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p.note { color: #636976; margin: 0 0 24px; font-size: .9rem; }
  ul { list-style: none; padding: 0; margin: 0 0 24px; }
  li form { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; padding: 6px 0; }
  button { font: inherit; min-height: 44px; border: 0; border-radius: 8px; padding: 10px 16px; background: #ffc421; color: #222; cursor: pointer; font-weight: 600; }
  button:hover { filter: brightness(.95); }
  .email { color: #636976; font-size: .85rem; min-width: 0; }
  @media (max-width: 480px) { body { padding: 24px 12px; } main { padding: 20px; } }
  label { display: block; font-size: .9rem; margin: 12px 0 4px; }
  input[type=text], input[type=email] { width: 100%; min-height: 44px; box-sizing: border-box; padding: 10px; border: 1px solid #8a8f98; border-radius: 8px; font: inherit; }
  .error { color: #d33; margin: 0 0 16px; }
  h2 { font-size: 1.05rem; margin: 24px 0 8px; }
</style>
</head>
<body>
<main>
  <h1>개발용 ${escapeHtml(label)} 로그인</h1>
  <p class="note">${escapeHtml(label)} 앱 키가 설정되지 않아 로컬 대체 화면을 보여줍니다. 운영 환경에서는 사용할 수 없습니다.</p>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <h2>샘플 사용자로 로그인</h2>
  ${options.users.length > 0 ? `<ul>${userButtons}</ul>` : '<p class="note">아직 이 방식으로 가입한 사용자가 없습니다.</p>'}
  <h2>새 사용자 만들기</h2>
  <form method="post" action="${action}">
    <input type="hidden" name="state" value="${escapeHtml(options.state)}">
    <label for="nickname">닉네임</label>
    <input id="nickname" name="nickname" type="text" required minlength="2" maxlength="20">
    <label for="email">이메일</label>
    <input id="email" name="email" type="email">
    <p><button type="submit">새 사용자로 로그인</button></p>
  </form>
</main>
</body>
</html>`;
}
