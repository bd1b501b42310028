import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { mySanctionsHandler, sanction } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { AppRoutes } from './app-routes.tsx';

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="주소">{pathname}</output>;
}

function renderShell(url: string) {
  return renderApp(
    <>
      <AppRoutes />
      <Location />
    </>,
    { url, token: USER_TOKEN },
  );
}

const SUSPENSION = sanction({
  type: 'suspension',
  until: null,
  reason: '사기 분양을 반복했습니다.',
});

/** A suspended member: the server answers only the sanction calls and sign-out. */
function serveSuspension(mine = { active: SUSPENSION, history: [SUSPENSION] }) {
  const refusal = () => fail(403, MESSAGES.sanctioned(null));
  server.use(
    http.get('/api/account/principal', refusal),
    http.get('/api/bestcommunity', refusal),
    http.get('/api/bestfood', refusal),
    http.get('/api/map/:categoryId', refusal),
    mySanctionsHandler(mine),
  );
}

describe('a write-banned member', () => {
  it('sees the banner with the end date, the reason and the way to appeal', async () => {
    server.use(mySanctionsHandler({ active: sanction(), history: [sanction()] }));
    const { user } = renderShell('/community/1');

    const banner = await screen.findByRole('region', { name: '활동 제한 안내' });
    expect(banner).toHaveTextContent(MESSAGES.sanctioned('2024-03-12'));
    expect(banner).toHaveTextContent('사유: 같은 광고 글을 반복해서 올렸습니다.');

    // The write button stays where it was, says why it cannot be used, and goes nowhere.
    const write = await screen.findByRole('button', { name: '글쓰기' });
    expect(write).toHaveAttribute('aria-disabled', 'true');
    expect(write).toHaveAccessibleDescription(SAFETY_MESSAGES.writeDisabled);
    await user.click(write);
    await findToast(SAFETY_MESSAGES.writeDisabled);
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/1');

    await user.click(within(banner).getByRole('link', { name: '이의 신청' }));
    expect(await screen.findByRole('heading', { name: '이용 제한 안내' })).toBeVisible();
  });

  it('shows nothing to a member without a sanction', async () => {
    renderShell('/community/1');
    expect(await screen.findByRole('link', { name: '글쓰기' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '활동 제한 안내' })).not.toBeInTheDocument();
  });

  it('learns of a ban imposed while reading from the first refused write', async () => {
    let mine = { active: null, history: [] } as {
      active: ReturnType<typeof sanction> | null;
      history: ReturnType<typeof sanction>[];
    };
    server.use(
      http.get('/api/sanctions/me', () => ok(mine)),
      http.get('/api/communities/:categoryId', () => {
        mine = { active: sanction(), history: [sanction()] };
        return fail(403, MESSAGES.sanctioned('2024-03-12'));
      }),
    );
    renderShell('/community/1');
    expect(await screen.findByRole('region', { name: '활동 제한 안내' })).toHaveTextContent(
      MESSAGES.sanctioned('2024-03-12'),
    );
  });
});

describe('a suspended member', () => {
  it('is taken to the sanction notice from any page, with no 로그인 in the header', async () => {
    serveSuspension();
    renderShell('/');

    expect(await screen.findByRole('heading', { name: '이용 제한 안내' })).toBeVisible();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/mypage/sanction');
    expect(screen.getByText(MESSAGES.sanctioned(null))).toBeVisible();
    expect(screen.getByText('사기 분양을 반복했습니다.')).toBeVisible();
    expect(screen.getByText('영구')).toBeVisible();
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });

  it('appeals once, and then sees that the appeal is under review', async () => {
    let mine = { active: SUSPENSION, history: [SUSPENSION] };
    serveSuspension(mine);
    const sent: unknown[] = [];
    server.use(
      http.get('/api/sanctions/me', () => ok(mine)),
      http.post('/api/sanctions/:sanctionId/appeal', async ({ request, params }) => {
        sent.push({ sanctionId: params.sanctionId, body: await request.json() });
        const appealed = {
          ...SUSPENSION,
          appeal: {
            appealId: 55,
            text: '오해입니다.',
            status: 'open' as const,
            createdAt: '2024-03-06T12:00:00+09:00',
            decidedAt: null,
            note: null,
          },
        };
        mine = { active: appealed, history: [appealed] };
        return ok(SERVER_MESSAGES.appealReceived);
      }),
    );
    const { user } = renderShell('/mypage/sanction');

    await user.click(await screen.findByRole('button', { name: '이의 신청하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.appealRequired);
    await user.type(screen.getByRole('textbox', { name: '이의 신청 내용' }), '오해입니다.');
    await user.click(screen.getByRole('button', { name: '이의 신청하기' }));

    await findToast(SAFETY_MESSAGES.appealSent);
    expect(sent).toEqual([{ sanctionId: '91', body: { text: '오해입니다.' } }]);
    expect(await screen.findByText('이의 신청을 검토하고 있어요.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '이의 신청 내용' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a second appeal', async () => {
    serveSuspension();
    server.use(
      http.post('/api/sanctions/:sanctionId/appeal', () => fail(409, SERVER_MESSAGES.appealOnce)),
    );
    const { user } = renderShell('/mypage/sanction');

    await user.type(await screen.findByRole('textbox', { name: '이의 신청 내용' }), '다시');
    await user.click(screen.getByRole('button', { name: '이의 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.appealOnce);
  });

  it('signs out from the notice', async () => {
    serveSuspension();
    const { user } = renderShell('/mypage/sanction');

    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/auth/login'),
    );
  });
});
