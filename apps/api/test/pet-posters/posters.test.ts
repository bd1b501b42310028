import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import { PET_POSTER_CONTACT_DEFAULT, publishedPoint } from '@daengnyang/contract/pet-reports';
import { eq } from 'drizzle-orm';
import jsqr from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { petPosters, petReports } from '../../src/db/schema/pet-reports.ts';
import { createPetPosterService } from '../../src/modules/pet-posters/poster-service.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

type User = { id: number; token: string };

const MB = 1024 * 1024;
/** The exact point the author picked: it must appear on no poster, nor its published cell. */
const EXACT = { lat: 35.157123, lng: 129.064321 };
const PHONE = '010-2345-6789';
const AREA = '부산진구 전포동';

/** A photograph-like picture: a gradient, so the PNG's photo is not a flat colour. */
const photo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a2a1a"/><stop offset="1" stop-color="#f0d8b0"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="220" fill="#222"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

/**
 * The PDF's text as pdf.js reads it back: `lines` as drawn, `text` those lines joined by
 * spaces (a sentence may wrap), and its raw bytes as Latin-1.
 */
async function readPdf(
  bytes: Buffer,
): Promise<{ lines: string[]; text: string; raw: string; pages: number }> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const document = await loading.promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  const pages = document.numPages;
  await loading.destroy();
  const drawn = lines.map((line) => line.trim()).filter(Boolean);
  return { lines: drawn, text: drawn.join(' '), raw: bytes.toString('latin1'), pages };
}

describe('pet posters (GET /api/pet-reports/{postId}/poster.pdf|png)', () => {
  let t: TestApp;
  let author: User;
  let reader: User;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app);
    reader = await createUser(t.app);
    jpeg = await photo();
  });
  afterAll(() => t.close());

  /** A category 6 post with a photo, written through the API. */
  async function createPost(): Promise<number> {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 6, title: '검은 고양이를 찾아요', content: '전포동에서 잃어버렸어요' },
      [{ bytes: jpeg, filename: 'cat.jpg' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(author.token) },
    });
    expect(response.statusCode).toBe(200);
    return envelope<number>(response).body;
  }

  /** The report row as the post form writes it (engineer A's branch), with a phone kept. */
  async function addReport(
    postId: number,
    values: Partial<typeof petReports.$inferInsert> = {},
  ): Promise<void> {
    const published = publishedPoint(EXACT.lat, EXACT.lng);
    await t.app.database.db.insert(petReports).values({
      postId,
      kind: 'lost',
      species: 'cat',
      breed: '코리안 숏헤어',
      sex: 'F',
      ageBand: 'young',
      size: 'small',
      colors: ['black', 'white'],
      marks: '왼쪽 귀 끝이 살짝 잘려 있어요',
      registrationNumber: '410123456789012',
      secretDetail: '배에 하트 모양 얼룩',
      eventAt: new Date('2026-11-24T10:30:00Z'),
      windowAt: new Date('2026-11-24T10:30:00Z'),
      lat: EXACT.lat,
      lng: EXACT.lng,
      publishedLat: published.lat,
      publishedLng: published.lng,
      areaText: AREA,
      contact: 'comments',
      phone: PHONE,
      reward: 300000,
      status: 'searching',
      active: true,
      ...values,
    });
  }

  async function lostPost(values: Partial<typeof petReports.$inferInsert> = {}) {
    const postId = await createPost();
    await addReport(postId, values);
    return postId;
  }

  const fetchPoster = (postId: number, format: 'pdf' | 'png', user: User | null = reader) =>
    t.app.inject({
      url: `/api/pet-reports/${postId}/poster.${format}`,
      headers: user ? bearer(user.token) : {},
    });

  const postersOf = (postId: number) =>
    t.app.database.db
      .select({ revision: petPosters.revision, format: petPosters.format, path: petPosters.path })
      .from(petPosters)
      .where(eq(petPosters.postId, postId));

  const storedPosters = async (postId: number) =>
    (await storedFiles(t.app)).filter((key) => key.startsWith(`pet-posters/${postId}/`));

  it('makes an A4 PDF that holds the heading, the area and its embedded font, under 1 MB', async () => {
    const postId = await lostPost();
    const response = await fetchPoster(postId, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="daengnyang-poster-${postId}.pdf"; filename*=UTF-8''${encodeURIComponent(`댕냥-실종-전단지-${postId}.pdf`)}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const bytes = response.rawPayload;
    expect(bytes.length).toBeLessThan(MB);
    expect(Number(response.headers['content-length'])).toBe(bytes.length);

    const { lines, text, raw, pages } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(lines[0]).toBe('실종');
    expect(text).toContain('고양이 · 코리안 숏헤어 · 암컷');
    expect(text).toContain(`${AREA} 부근`);
    expect(text).toContain('300,000원');
    expect(text).toContain(PET_POSTER_CONTACT_DEFAULT);
    expect(text).toContain('절대 선입금하지 마세요.');
    // Pretendard, embedded as a CFF subset (a font file stream), in both weights.
    expect(raw).toMatch(/\/FontFile3 \d+ 0 R/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard-Bold/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard-Regular/);
    // The photo is in it.
    expect(raw).toContain('/Subtype /Image');

    // The comments-only default: the phone the row keeps is not printed; neither is the
    // exact point nor its published cell, nor the withheld fields.
    const published = publishedPoint(EXACT.lat, EXACT.lng);
    for (const secret of [
      PHONE,
      PHONE.replaceAll('-', ''),
      String(EXACT.lat),
      String(EXACT.lng),
      String(published.lat),
      String(published.lng),
      '35.15',
      '129.06',
      '410123456789012',
      '하트',
    ]) {
      expect(text).not.toContain(secret);
      expect(raw).not.toContain(secret);
    }
  });

  it("prints the phone number only when the author chose contact 'phone'", async () => {
    const postId = await lostPost({ contact: 'phone' });
    const { text } = await readPdf((await fetchPoster(postId, 'pdf')).rawPayload);
    expect(text).toContain(`연락처 ${PHONE}`);
    expect(text).not.toContain(PET_POSTER_CONTACT_DEFAULT);
  });

  it('heads a sheltering report 보호 중 and names its file so', async () => {
    const postId = await lostPost({ kind: 'sheltering', status: 'sheltering', reward: null });
    const response = await fetchPoster(postId, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(`댕냥-보호-전단지-${postId}.pdf`),
    );
    const { lines } = await readPdf(response.rawPayload);
    expect(lines[0]).toBe('보호 중');
    expect(lines).toContain('발견 장소');
    expect(lines).not.toContain('사례금');
  });

  it('makes a 1080 × 1528 PNG under 1 MB', async () => {
    const postId = await lostPost();
    const response = await fetchPoster(postId, 'png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(`댕냥-실종-전단지-${postId}.png`),
    );
    const bytes = response.rawPayload;
    expect(bytes.length).toBeLessThan(MB);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1080, height: 1528 });
    // The band at the top is the lost poster's red.
    const corner = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 40, height: 40 })
      .toBuffer();
    const [r, g, b] = (await sharp(corner).stats()).channels.map((channel) => channel.mean);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    // Its QR code opens the post's public page.
    const { data, info } = await sharp(bytes)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A CommonJS module: its function is the namespace's `default` under Node's ESM loader.
    const code = jsqr.default(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(`${t.app.config.publicUrl}/community/6/${postId}`);
  });

  it('keeps the longest report on one page: the QR code of the PNG and the warning of the PDF are whole', async () => {
    const postId = await lostPost({
      breed: '아주 긴 이름의 품종'.repeat(4).slice(0, 40),
      marks: '왼쪽 귀 끝이 살짝 잘려 있고 꼬리가 짧아요. '.repeat(12).slice(0, 300),
      areaText: '부산광역시 부산진구 전포동 전포카페거리 근처 골목'.slice(0, 40),
      contact: 'phone',
    });
    const png = (await fetchPoster(postId, 'png')).rawPayload;
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsqr.default(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(`${t.app.config.publicUrl}/community/6/${postId}`);
    const { text, pages } = await readPdf((await fetchPoster(postId, 'pdf')).rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('절대 선입금하지 마세요.');
    expect(text).toContain(`연락처 ${PHONE}`);
  });

  it('documents both calls in the OpenAPI document', () => {
    const { paths } = t.app.swagger() as {
      paths: Record<string, { get?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    };
    for (const [format, type] of [
      ['pdf', 'application/pdf'],
      ['png', 'image/png'],
    ] as const) {
      const call = paths[`/api/pet-reports/{postId}/poster.${format}`]?.get;
      expect(call?.tags).toEqual(['pet-reports']);
      expect(call?.responses?.['200']).toMatchObject({ content: { [type]: expect.anything() } });
      expect(Object.keys(call?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '304', '401', '404']),
      );
    }
  });

  it('serves the stored poster afterwards, once per revision, and releases the old ones', async () => {
    const postId = await lostPost();
    const first = await fetchPoster(postId, 'pdf');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBe(`"pet-poster-${postId}-1-pdf"`);
    const [recorded] = await postersOf(postId);
    expect(recorded).toMatchObject({ revision: 1, format: 'pdf' });
    expect(await storedPosters(postId)).toEqual([recorded?.path]);

    // The same bytes again (a new PDF would carry another creation time), from the store.
    const again = await fetchPoster(postId, 'pdf', author);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(etag);
    expect(await postersOf(postId)).toEqual([recorded]);

    const unchanged = await fetchPoster(postId, 'pdf');
    const revalidated = await t.app.inject({
      url: `/api/pet-reports/${postId}/poster.pdf`,
      headers: { ...bearer(reader.token), 'if-none-match': String(etag) },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    // An edit of the report raises its revision: a new poster, and the old file is gone.
    await t.app.database.db
      .update(petReports)
      .set({ revision: 2, areaText: '부산진구 부전동' })
      .where(eq(petReports.postId, postId));
    const edited = await fetchPoster(postId, 'pdf');
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).toBe(`"pet-poster-${postId}-2-pdf"`);
    expect((await readPdf(edited.rawPayload)).text).toContain('부산진구 부전동 부근');
    const posters = await postersOf(postId);
    expect(posters).toEqual([expect.objectContaining({ revision: 2, format: 'pdf' })]);
    expect(posters[0]?.path).not.toBe(recorded?.path);
    expect(await storedPosters(postId)).toEqual([posters[0]?.path]);
    // The old tag no longer matches.
    const stale = await t.app.inject({
      url: `/api/pet-reports/${postId}/poster.pdf`,
      headers: { ...bearer(reader.token), 'if-none-match': String(etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('makes a poster again when its stored file went missing', async () => {
    const postId = await lostPost();
    await fetchPoster(postId, 'png');
    const [lost] = await postersOf(postId);
    await t.app.storage.delete(String(lost?.path));
    const response = await fetchPoster(postId, 'png');
    expect(response.statusCode).toBe(200);
    const [remade] = await postersOf(postId);
    expect(remade?.path).not.toBe(lost?.path);
    expect(await storedPosters(postId)).toEqual([remade?.path]);
  });

  it('asks visitors to sign in (401)', async () => {
    const postId = await lostPost();
    for (const format of ['pdf', 'png'] as const) {
      const response = await fetchPoster(postId, format, null);
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe(PET_REPORT_MESSAGES.petPosterLoginRequired);
    }
    expect(await postersOf(postId)).toEqual([]);
  });

  it('answers 404 for a post without a report, a hidden or deleted one, and other kinds', async () => {
    const plain = await createPost();
    const hidden = await lostPost();
    await t.app.database.db
      .update(communityPosts)
      .set({ hidden: true })
      .where(eq(communityPosts.id, hidden));
    const sighting = await lostPost({ kind: 'sighting', status: 'sighted' });
    const deleted = await lostPost();
    await fetchPoster(deleted, 'pdf');
    expect(await storedPosters(deleted)).toHaveLength(1);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${deleted}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(removal.statusCode).toBe(200);

    for (const [postId, message] of [
      [plain, PET_REPORT_MESSAGES.petReportNotFound],
      [hidden, PET_REPORT_MESSAGES.petReportNotFound],
      [deleted, PET_REPORT_MESSAGES.petReportNotFound],
      [999_999, PET_REPORT_MESSAGES.petReportNotFound],
      [sighting, PET_REPORT_MESSAGES.petPosterUnavailable],
    ] as const) {
      const response = await fetchPoster(postId, 'png');
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(message);
    }
    // The deleted post's poster file went with it.
    expect(await storedPosters(deleted)).toEqual([]);
  });

  it('refuses a member past their hourly posters with 429, while stored ones still come', async () => {
    const posters = createPetPosterService({
      db: t.app.database.db,
      storage: t.app.storage,
      publicUrl: t.app.config.publicUrl,
      counters: t.app.sharedState.counters,
      generationsPerHour: 1,
    });
    try {
      const member = await createUser(t.app);
      const caller = {
        kind: 'user',
        userId: member.id,
        role: 'ROLE_USER',
        signedUpAt: new Date(),
        restriction: null,
        blocksAnyone: false,
      } as const;
      const postId = await lostPost();
      await posters.poster(caller, postId, 'pdf');
      await expect(posters.poster(caller, postId, 'png')).rejects.toMatchObject({ status: 429 });
      const kept = await posters.poster(caller, postId, 'pdf');
      expect(kept.revision).toBe(1);
    } finally {
      await posters.close();
    }
  });
});
