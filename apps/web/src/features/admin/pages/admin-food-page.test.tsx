import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminFoodRow, adminPage, multipartFields } from '@/testing/mocks/admin.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { heldAnswer } from '@/testing/mocks/held-answer.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AdminFoodPage } from './admin-food-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs; the previews only need some address.
  let next = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${next++}`),
    revokeObjectURL: vi.fn(),
  });
});

const FOOD = adminFoodRow({ foodId: 42, title: '연어 사료 2kg', price: 32000 });

function serveFoods() {
  const log = requestLog();
  server.use(
    http.get('/api/admin/foods', ({ request }) => {
      log.add(request);
      return ok(adminPage([FOOD]));
    }),
  );
  return () => log.urls().map((url) => url.searchParams);
}

/** Records the multipart form of each create (POST) or edit (PUT). */
function serveSave(
  method: 'post' | 'put',
  answer: () => Response | Promise<Response> = () => ok(43),
) {
  const forms: Map<string, string[]>[] = [];
  server.use(
    http[method]('/api/admin/foods', async ({ request }) => {
      forms.push(multipartFields(await request.text()));
      return answer();
    }),
  );
  return forms;
}

/** Pastes instead of typing key by key: the same change event, without a slow test. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function openCreate() {
  const rendered = renderApp(<AdminFoodPage />, { url: '/admin/food', token: ADMIN_TOKEN });
  await screen.findByRole('table', { name: '먹거리 목록' });
  await rendered.user.click(screen.getByRole('button', { name: '먹거리 등록' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: '먹거리 등록' }) };
}

describe('AdminFoodPage', () => {
  it('shows prices, purchase links and image thumbnails, and opens the food on the site', async () => {
    serveFoods();
    renderApp(<AdminFoodPage />, { url: '/admin/food', token: ADMIN_TOKEN });

    const row = await screen.findByRole('row', { name: /연어 사료 2kg/ });
    expect(within(row).getByText('32,000원')).toBeInTheDocument();
    const shop = within(row).getByRole('link', { name: 'shop.example.com' });
    expect(shop).toHaveAttribute('href', FOOD.foodAddress);
    expect(shop).toHaveAttribute('target', '_blank');
    expect(within(row).queryByText(FOOD.name)).not.toBeInTheDocument();
    const thumbnails = within(row).getAllByRole('img');
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbnails[0]).toHaveAttribute('width', '36');
    expect(
      within(row).getByRole('link', { name: '연어 사료 2kg 사이트에서 보기 (새 탭)' }),
    ).toHaveAttribute('href', '/food/42');
  });

  it('names every missing field of a new food with its own message', async () => {
    serveFoods();
    const forms = serveSave('post');
    const { user, dialog } = await openCreate();

    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(within(dialog).getByText(MESSAGES.adminFoodTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.adminFoodContentRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('가격을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.adminFoodAddressRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('이미지를 한 장 이상 올려주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('제목')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('제목')).toHaveFocus());
    // The messages come first, not a question whose answer leads to them.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('가격'), '0');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByText('가격을 입력해주세요.')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('제목'), '오리 간식');
    expect(within(dialog).queryByText(MESSAGES.adminFoodTitleRequired)).not.toBeInTheDocument();
    expect(forms).toHaveLength(0);
  });

  it('creates a food with its images, then closes and lists again', async () => {
    const requests = serveFoods();
    const upload = heldAnswer();
    const forms = serveSave('post', async () => {
      await upload.released;
      return ok(43);
    });
    const { user, dialog } = await openCreate();

    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '간식');
    await fill(user, within(dialog).getByLabelText('제목'), '오리 목뼈 간식');
    await fill(user, within(dialog).getByLabelText('내용'), '씹는 재미가 있는 간식이에요.');
    await fill(user, within(dialog).getByLabelText('가격'), '12900');
    await fill(user, within(dialog).getByLabelText('구매 링크'), 'https://shop.example.com/duck');
    await user.upload(within(dialog).getByLabelText('이미지 추가'), [png('a.png'), png('b.png')]);
    expect(within(dialog).getAllByRole('img', { name: /첨부 이미지/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '2번째 이미지 삭제' }));
    await user.upload(within(dialog).getByLabelText('이미지 추가'), [png('c.png')]);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(
      await within(dialog).findByRole('progressbar', { name: '이미지 업로드 중' }),
    ).toBeInTheDocument();
    upload.letGo();

    expect(await screen.findByText('먹거리를 등록했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const form = forms[0];
    expect(form?.get('foodCategoryId')).toEqual(['2']);
    expect(form?.get('title')).toEqual(['오리 목뼈 간식']);
    expect(form?.get('content')).toEqual(['씹는 재미가 있는 간식이에요.']);
    expect(form?.get('price')).toEqual(['12900']);
    expect(form?.get('foodAddress')).toEqual(['https://shop.example.com/duck']);
    expect(form?.get('files')).toHaveLength(2);
    await waitFor(() => expect(requests()).toHaveLength(2));

    // A new dialog starts empty: closing dropped the images.
    await user.click(screen.getByRole('button', { name: '먹거리 등록' }));
    expect(screen.queryByRole('img', { name: /첨부 이미지/ })).not.toBeInTheDocument();
  });

  it("sends each image's description with it, refusing one over the limit first", async () => {
    serveFoods();
    const forms = serveSave('post');
    const { user, dialog } = await openCreate();
    await fill(user, within(dialog).getByLabelText('제목'), '오리 목뼈 간식');
    await fill(user, within(dialog).getByLabelText('내용'), '씹는 재미가 있는 간식이에요.');
    await fill(user, within(dialog).getByLabelText('가격'), '12900');
    await fill(user, within(dialog).getByLabelText('구매 링크'), 'https://shop.example.com/duck');
    await user.upload(within(dialog).getByLabelText('이미지 추가'), [png('a.png'), png('b.png')]);
    const second = within(dialog).getByLabelText('사진 2 설명 (선택)');

    await fill(user, second, '가'.repeat(IMAGE_LIMITS.descriptionMaxLength + 1));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(within(dialog).getByText(MESSAGES.imageDescriptionTooLong)).toBeInTheDocument();
    await waitFor(() => expect(second).toHaveFocus());
    expect(forms).toHaveLength(0);

    await user.clear(second);
    await fill(user, second, '봉지에 담긴 오리 목뼈');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('먹거리를 등록했습니다.')).toBeInTheDocument();
    expect(forms[0]?.get('files')).toHaveLength(2);
    expect(forms[0]?.get('imageDescriptions')).toEqual(['["","봉지에 담긴 오리 목뼈"]']);
  });

  it('keeps the dialog open and says so when creating fails', async () => {
    serveFoods();
    serveSave('post', () => fail(500, MESSAGES.serverError));
    const { user, dialog } = await openCreate();

    await fill(user, within(dialog).getByLabelText('제목'), '오리 목뼈 간식');
    await fill(user, within(dialog).getByLabelText('내용'), '씹는 재미');
    await fill(user, within(dialog).getByLabelText('가격'), '12900');
    await fill(user, within(dialog).getByLabelText('구매 링크'), 'https://shop.example.com/duck');
    await user.upload(within(dialog).getByLabelText('이미지 추가'), png('a.png'));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText(ERROR_MESSAGES.foodRegisterFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '먹거리 등록' })).toBeInTheDocument();
  });

  it('closes with the close button and drops the picked images', async () => {
    serveFoods();
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('이미지 추가'), png('a.png'));

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '먹거리 등록' }));
    expect(screen.queryByRole('img', { name: /첨부 이미지/ })).not.toBeInTheDocument();
  });

  it('edits with only the price required, sending only what changed and keeping the images', async () => {
    serveFoods();
    const forms = serveSave('put', () => ok(42));
    const { user } = renderApp(<AdminFoodPage />, { url: '/admin/food', token: ADMIN_TOKEN });

    await user.click(await screen.findByRole('button', { name: '수정 (연어 사료 2kg)' }));
    const dialog = screen.getByRole('dialog', { name: '먹거리 수정' });
    expect(within(dialog).getByLabelText('제목')).toHaveValue('연어 사료 2kg');
    expect(within(dialog).getByLabelText('가격')).toHaveValue(32000);
    expect(
      within(dialog).getByText('새 이미지를 선택하면 기존 이미지가 교체됩니다.'),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('img', { name: /현재 이미지/ })).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText('제목'));
    await user.clear(within(dialog).getByLabelText('내용'));
    await user.clear(within(dialog).getByLabelText('가격'));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('가격을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.adminFoodTitleRequired)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.adminFoodContentRequired)).not.toBeInTheDocument();
    expect(forms).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('가격'), '29000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('먹거리를 수정했습니다.')).toBeInTheDocument();
    const form = forms[0];
    expect(form?.get('foodId')).toEqual(['42']);
    expect(form?.get('price')).toEqual(['29000']);
    // Emptied and untouched fields go empty: the server keeps them.
    expect(form?.get('title')).toEqual(['']);
    expect(form?.get('foodAddress')).toEqual(['']);
    expect(form?.has('files')).toBe(false);
  });
});
