import type { CommunityPost } from '@daengnyang/contract/community';
import type { ImageSlot } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityPost } from '@/testing/mocks/community.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityDetailPage } from './community-detail-page.tsx';
import { CommunityEditPage } from './community-edit-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs for the previews.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
const IMAGE_A = 'http://localhost/uploads/community/a.webp';
const IMAGE_B = 'http://localhost/uploads/community/b.webp';

function ownPost(overrides: Partial<CommunityPost> = {}) {
  return communityPost({
    communityCategoryId: 3,
    title: '산책 다녀왔어요',
    content: '오늘은 바닷가를 걸었어요.',
    user: { userId, name, profileImgUrl },
    communityImgs: [
      { imgUrl: IMAGE_A, thumbImgUrl: `${IMAGE_A}?thumb`, description: '모래 위의 강아지' },
      { imgUrl: IMAGE_B, thumbImgUrl: `${IMAGE_B}?thumb`, description: null },
    ],
    ...overrides,
  });
}

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="주소">{pathname}</output>;
}

function renderEdit(token: string = USER_TOKEN) {
  return renderApp(
    <>
      <Routes>
        <Route path="/community/edit/:communityId" element={<CommunityEditPage />} />
        <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
        <Route path="/community/:category" element={<p>목록 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url: '/community/edit/101', token },
  );
}

/**
 * Serves the post, and takes an edit like the server: the multipart body is recorded and the
 * post changes to the sent title and text. `refuse` answers the edit with a failure instead.
 */
function servePost(post: CommunityPost, refuse?: () => Response) {
  const state = { post, bodies: [] as string[] };
  server.use(
    http.get('/api/communities/:categoryId/:communityId', () => ok(state.post)),
    http.put('/api/communities/:communityId', async ({ request }) => {
      // Read as text: undici's formData() refuses the File parts jsdom's XHR produces.
      const body = await request.text();
      state.bodies.push(body);
      if (refuse !== undefined) return refuse();
      state.post = {
        ...state.post,
        title: field(body, 'title') ?? '',
        content: field(body, 'content') ?? '',
        editedAt: '2024-03-07T09:15:00+09:00',
      };
      return ok(state.post.communityId);
    }),
  );
  return state;
}

/** A text part of a multipart body. */
function field(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^]*?)\\r\\n--`).exec(body)?.[1];
}

const confirmYes = () =>
  within(screen.getByRole('alertdialog', { name: '게시글을 수정하시겠습니까?' })).getByRole(
    'button',
    { name: '확인' },
  );

describe('CommunityEditPage', () => {
  it("fills the form with the post's board, title, text and pictures", async () => {
    servePost(ownPost());
    renderEdit();

    expect(await screen.findByRole('heading', { name: '글 수정' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '카테고리' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('산책 다녀왔어요');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('오늘은 바닷가를 걸었어요.');
    const pictures = screen.getAllByRole('img', { name: /^첨부 이미지/ });
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      `${IMAGE_A}?thumb`,
      `${IMAGE_B}?thumb`,
    ]);
    expect(screen.getByRole('textbox', { name: '사진 1 설명 (선택)' })).toHaveValue(
      '모래 위의 강아지',
    );
    expect(screen.getByRole('button', { name: '수정하기' })).toBeInTheDocument();
    expect(document.title).toBe('글 수정 | 댕냥');
  });

  it('removes one of two pictures, adds one before it and sends the final list in order', async () => {
    const state = servePost(ownPost());
    const { user } = renderEdit();
    const title = await screen.findByRole('textbox', { name: '제목' });

    await user.click(screen.getByRole('button', { name: '1번째 이미지 삭제' }));
    await user.upload(
      screen.getByLabelText('이미지 추가'),
      new File(['png'], 'beach.png', { type: 'image/png' }),
    );
    // The new picture is second; moved earlier it comes first.
    await user.click(screen.getByRole('button', { name: '2번째 이미지를 앞으로 옮기기' }));
    await user.type(screen.getByRole('textbox', { name: '사진 1 설명 (선택)' }), '파도');
    await user.clear(title);
    await user.type(title, '바닷가 산책');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await user.click(confirmYes());

    // Back on the post, which shows the new version and says it was edited.
    expect(
      await screen.findByRole('heading', { name: '바닷가 산책', level: 1 }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/3/101');
    expect(screen.getByText(/^수정됨/)).toHaveTextContent('수정됨 2024-03-07 09:15');
    const body = state.bodies[0] ?? '';
    expect(field(body, 'communityCategoryId')).toBe('3');
    expect(body.match(/name="files"/g)).toHaveLength(1);
    expect(JSON.parse(field(body, 'images') ?? '')).toEqual<ImageSlot[]>([
      { file: 0, description: '파도' },
      { keep: IMAGE_B, description: '' },
    ]);
  });

  it("keeps everything typed and shows the server's sentence when the edit is refused", async () => {
    servePost(ownPost(), () => fail(400, MESSAGES.editImagesInvalid));
    const { user } = renderEdit();
    const content = await screen.findByRole('textbox', { name: '내용' });
    await user.type(content, ' 모래를 좋아해요.');

    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await user.click(confirmYes());

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.editImagesInvalid);
    expect(content).toHaveValue('오늘은 바닷가를 걸었어요. 모래를 좋아해요.');
    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(2);
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/edit/101');
  });

  it("tells an administrator that only the author edits a member's post", async () => {
    servePost(communityPost());
    renderEdit(ADMIN_TOKEN);

    expect(await screen.findByText(MESSAGES.editOwnOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '제목' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    renderApp(
      <Routes>
        <Route path="/community/edit/:communityId" element={<CommunityEditPage />} />
        <Route path="/auth/login" element={<p>로그인 화면</p>} />
      </Routes>,
      { url: '/community/edit/101' },
    );

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });
});

describe('CommunityDetailPage for editing', () => {
  function renderDetail(token: string) {
    return renderApp(
      <Routes>
        <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
      </Routes>,
      { url: '/community/3/101', token },
    );
  }

  it('offers the author 게시글 수정, to the edit form', async () => {
    servePost(ownPost());
    renderDetail(USER_TOKEN);

    const edit = await screen.findByRole('link', { name: '게시글 수정' });
    expect(edit).toHaveAttribute('href', '/community/edit/101');
    // Not edited yet: no mark, no history.
    expect(screen.queryByText(/^수정됨/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정 기록' })).not.toBeInTheDocument();
  });

  it("gives an administrator delete but no 게시글 수정 on a member's post", async () => {
    servePost(communityPost({ editedAt: '2024-03-06T08:00:00+09:00' }));
    renderDetail(ADMIN_TOKEN);

    expect(await screen.findByRole('button', { name: '게시글 삭제' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '게시글 수정' })).not.toBeInTheDocument();
    expect(screen.getByText(/^수정됨/)).toHaveTextContent('수정됨 2024-03-06 08:00');
    expect(screen.getByRole('button', { name: '수정 기록' })).toBeInTheDocument();
  });

  it('shows 수정됨 to a reader, without edit or history', async () => {
    servePost(ownPost({ editedAt: '2024-03-06T08:00:00+09:00' }));
    renderApp(
      <Routes>
        <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
      </Routes>,
      { url: '/community/3/101' },
    );

    await waitFor(() =>
      expect(screen.getByText(/^수정됨/)).toHaveTextContent('수정됨 2024-03-06 08:00'),
    );
    expect(screen.queryByRole('link', { name: '게시글 수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정 기록' })).not.toBeInTheDocument();
  });
});
