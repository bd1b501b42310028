import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test, type ViewportSize } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { petPicture } from './support/pictures.ts';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

/**
 * Issue 23 as an owner meets it, at 1440 and 390 px: a lost cat is reported with a pin and a
 * photo, appears on the map's 실종·목격 tab, a second member reports a sighting nearby, and the
 * owner finds it among the matches and downloads the poster. Needs the API of reports, matches
 * and posters (branches wip-pets and wip-poster) and the map tab (wip-petmap).
 */

const SIZES = [
  { label: '1440', viewport: DESKTOP_VIEWPORT },
  { label: '390', viewport: PHONE_VIEWPORT },
] as const;

/** Where the cat was lost (전포동, Busan) and, about 300 m north-east, where it was seen. */
const LOST_AT = { latitude: 35.15691, longitude: 129.06432 };
const SEEN_AT = { lat: 35.15921, lng: 129.06621 };

/** `now` less `hours`, as a `datetime-local` input holds a Seoul time (`2026-11-24T19:30`). */
function seoulInputTime(hoursAgo: number): string {
  const seoul = new Date(Date.now() - hoursAgo * 3_600_000 + 9 * 3_600_000);
  return seoul.toISOString().slice(0, 16);
}

async function newMember(browser: Browser, viewport: ViewportSize) {
  // The browser tells the form where the member stands, as a phone's location would.
  const context = await browser.newContext({
    viewport,
    locale: 'ko-KR',
    geolocation: LOST_AT,
    permissions: ['geolocation'],
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signInAsNewUser(page);
  return { context, page };
}

/** A sighting near the loss, written through the API by the member of `page`; answers its id. */
async function postSighting(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const picture = await petPicture('seen.png', '#2f2f2f');
  const form = new FormData();
  form.set('communityCategoryId', '6');
  form.set('title', title);
  form.set('content', '편의점 앞에서 검은 고양이가 울고 있었어요.');
  form.set(
    'petReport',
    JSON.stringify({
      kind: 'sighting',
      species: 'cat',
      // What a finder can tell of the owner's cat: enough points to pass matching's floor.
      breed: '코리안 숏헤어',
      colors: ['black'],
      sex: 'F',
      marks: '빨간 목줄을 하고 있었어요',
      eventAt: `${seoulInputTime(2)}:00+09:00`,
      ...SEEN_AT,
      areaText: '부산진구 전포동',
      contact: 'comments',
    }),
  );
  form.append('files', new File([picture.buffer], picture.name, { type: picture.mimeType }));
  const response = await page.request.post('/api/communities', {
    headers: { Authorization: token ?? '' },
    multipart: form,
  });
  expect(response.ok()).toBe(true);
  const { body } = (await response.json()) as { body: number };
  return body;
}

for (const { label, viewport } of SIZES) {
  test.describe(`at ${label} px`, () => {
    test('a lost cat: reported with a pin and a photo, on the map, matched, on a poster', async ({
      browser,
    }) => {
      // Two sign-ins, two uploads, matching and a poster drawn in a worker, on a shared machine.
      test.setTimeout(120_000);
      const owner = await newMember(browser, viewport);
      const { page } = owner;
      const title = `검은 고양이를 찾아요 ${label} ${Date.now().toString(36)}`;

      await page.goto('/community/register');
      await page.getByRole('combobox', { name: '카테고리' }).selectOption({ label: '실종 / 목격' });
      await page.getByRole('textbox', { name: '제목' }).fill(title);
      await page
        .getByRole('textbox', { name: '내용' })
        .fill('화요일 저녁 문이 열린 틈에 나갔어요. 겁이 많아요.');
      const report = page.getByRole('group', { name: '실종·목격 정보' });
      await report.getByRole('radio', { name: '실종' }).check();
      await report.getByRole('radio', { name: '고양이' }).check();
      await report.getByRole('combobox', { name: '품종' }).fill('코리안 숏헤어');
      await report.getByRole('radio', { name: '암컷' }).check();
      await report.getByRole('button', { name: '검정' }).click();
      await report.getByRole('textbox', { name: '특징', exact: true }).fill('빨간 목줄');
      await report.getByLabel('잃어버리거나 본 날짜와 시간').fill(seoulInputTime(20));
      await report.getByRole('button', { name: '현재 위치' }).click();
      await expect(report.getByRole('status')).toHaveText('위치를 골랐어요.');
      await expect(report.getByRole('application', { name: '위치 고르기 지도' })).toBeVisible();
      await report.getByRole('textbox', { name: '동네' }).fill('부산진구 전포동');
      await page.getByLabel('이미지 추가').setInputFiles(await petPicture('nabi.png', '#1f1f1f'));
      await page.screenshot({ path: screenshotPath(`pet-report-form-${label}`), fullPage: true });

      await page.getByRole('button', { name: '등록하기' }).click();
      await page
        .getByRole('alertdialog', { name: '게시글을 등록하시겠습니까?' })
        .getByRole('button', { name: '확인' })
        .click();
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/community\/\d+\/\d+$/);
      const postId = Number(new URL(page.url()).pathname.split('/').at(-1));

      const card = page.getByRole('region', { name: '실종·임보 정보' });
      await expect(card).toContainText('실종');
      await expect(card).toContainText('찾는 중');
      await expect(card).toContainText('고양이 · 코리안 숏헤어');
      await expect(card).toContainText('부산진구 전포동');
      await expect(card.getByRole('note')).toContainText('절대 선입금하지 마세요.');
      // The picture leads the card; it is the post's only one, so none is left for below the text.
      await expect(card.getByRole('img', { name: `${title} 사진 1` })).toBeVisible();
      await expect(page.getByRole('list', { name: '본문 이미지' })).toHaveCount(0);
      // The exact point never reaches the page: only the ~200 m area is drawn.
      expect(await page.content()).not.toContain(String(LOST_AT.latitude));
      await page.screenshot({ path: screenshotPath(`pet-report-card-${label}`), fullPage: true });

      await page.goto('/map/4');
      await expect(page.getByRole('tab', { name: '실종·목격', selected: true })).toBeVisible();
      // The tab's list names each report by its title; choosing one shows its card.
      await expect(
        page.getByRole('list', { name: '가까운 실종·목격 글' }).getByRole('button', {
          name: new RegExp(title),
        }),
      ).toBeVisible();

      const finder = await newMember(browser, viewport);
      const sightingTitle = `전포동에서 검은 고양이를 봤어요 ${label}`;
      const sightingId = await postSighting(finder.page, sightingTitle);
      await finder.context.close();

      await page.goto(`/community/6/${postId}#matches`);
      const matches = page.getByRole('list', { name: '비슷한 글 목록' });
      const match = matches
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: new RegExp(sightingTitle) }) });
      await expect(match).toBeVisible();
      await expect(match).toContainText(/일치도 \d+%/);
      await expect(match.getByRole('link', { name: new RegExp(sightingTitle) })).toHaveAttribute(
        'href',
        `/community/6/${sightingId}`,
      );
      await page.screenshot({
        path: screenshotPath(`pet-report-matches-${label}`),
        fullPage: true,
      });

      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: '전단지 PDF' }).click();
      const poster = await download;
      expect(poster.suggestedFilename()).toMatch(/^전단지-검은 고양이를 찾아요.*\.pdf$/);
      const bytes = await readFile(await poster.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(1_000_000);

      // My page shows where the report stands, before its title.
      await page.goto('/mypage');
      const mine = page.getByRole('cell').filter({ has: page.getByRole('link', { name: title }) });
      await expect(mine).toContainText('찾는 중');
      await page.screenshot({ path: screenshotPath(`pet-report-mypage-${label}`), fullPage: true });

      await owner.context.close();
    });
  });
}
