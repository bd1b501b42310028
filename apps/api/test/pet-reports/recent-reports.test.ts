import { PetReportListQuerySchema } from '@daengnyang/contract/pet-reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import {
  createRecentReports,
  type RecentReports,
} from '../../src/modules/pet-reports/recent-reports.ts';
import { readReportPage, reportSearchOf } from '../../src/modules/pet-reports/service.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { eastOf, hoursAgo, JEONPO, lostCat, northOf, reportId } from './support.ts';

const METRICS_TOKEN = 'recent-pet-reports-metrics-token-0123456789';
const KINDS = ['lost', 'sighting', 'sheltering'] as const;
const SPECIES = ['dog', 'cat', 'other'] as const;
/** Hours since the event: inside 7 days, inside 30, just past the kept 31 days, long past. */
const HOURS_AGO = [3, 30, 100, 200, 500, 700, 760, 1000, 1100];
/** Metres from 전포동; reports at 0 share one published point (ties go to the higher id). */
const METRES_AWAY = [0, 150, 900, 2500, 4000, 7000];
const RESOLVED_BY_KIND = { lost: 'reunited', sighting: 'closed', sheltering: 'reunited' };

type Listed = { content: { communityId: number }[]; totalElements: number };

describe('pet report lists answered from the reports kept in memory (decision 044)', () => {
  let t: TestApp;
  let recent: RecentReports;
  const lookups: string[] = [];
  let hiddenId = 0;

  /** A list query as the route validates it, and the search it makes for a visitor. */
  const searchOf = (query: string) => {
    const parsed = PetReportListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    return { parsed, search: reportSearchOf(parsed, null) };
  };
  const fromMemory = async (query: string) => {
    const { parsed, search } = searchOf(query);
    const answer = await recent.answer(search, parsed);
    return answer === null ? null : String(answer.body);
  };
  const fromPostgres = async (query: string) => {
    const { parsed, search } = searchOf(query);
    const answer = await readReportPage(
      { db: t.app.database.db, imageUrls: t.app.imageUrls },
      search,
      parsed,
    );
    return String(answer.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
    const members = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const written: { id: number; kind: (typeof KINDS)[number]; token: string }[] = [];
    for (let i = 0; i < 36; i += 1) {
      const kind = KINDS[i % 3] as (typeof KINDS)[number];
      const metres = METRES_AWAY[i % 6] as number;
      const point = i % 2 === 0 ? northOf(JEONPO, metres) : eastOf(JEONPO, metres);
      const token = (members[i % 3] as { token: string }).token;
      const report = lostCat({
        kind,
        species: SPECIES[Math.floor(i / 2) % 3],
        eventAt: hoursAgo(HOURS_AGO[i % 9] as number),
        ...point,
      });
      written.push({ id: await reportId(t.app, token, { report }), kind, token });
    }
    for (let i = 0; i < 6; i += 1) {
      const token = (members[i % 3] as { token: string }).token;
      const report = {
        kind: i % 2 === 0 ? 'fosterRequest' : 'adoption',
        species: SPECIES[i % 3],
        region: '부산 수영구',
      };
      written.push({
        id: await reportId(t.app, token, { categoryId: 7, title: '가족을 찾아요', report }),
        kind: 'lost',
        token,
      });
    }
    for (const [i, { id, kind, token }] of written.slice(0, 36).entries()) {
      if (i % 4 !== 3) continue;
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/pet-reports/${id}`,
        payload: { status: RESOLVED_BY_KIND[kind] },
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    hiddenId = (written[1] as { id: number }).id;
    await t.app.database.db
      .update(communityPosts)
      .set({ hidden: true })
      .where(eq(communityPosts.id, hiddenId));
    recent = createRecentReports(
      { db: t.app.database.db, imageUrls: t.app.imageUrls, events: t.app.events },
      {
        log: t.app.log,
        metrics: { countCacheLookup: (_cache, result) => lookups.push(result) },
      },
    );
    await recent.refresh();
  });
  afterAll(async () => {
    await recent?.close();
    await t?.close();
  });

  const centre = `lat=${JEONPO.lat}&lng=${JEONPO.lng}`;
  it.each([
    ['the map tab', `category=6&status=active&days=30&page=1&size=100&${centre}`],
    ['the last 7 days, newest first', 'category=6&status=all&days=7'],
    ['lost cats within 3 km', `category=6&kind=lost&species=cat&radius=3&days=30&${centre}`],
    ['within 5 km of the default centre', 'category=6&status=all&days=30&radius=5'],
    ['resolved ones', `category=6&status=resolved&days=30&${centre}`],
    ['one status', 'category=6&status=reunited&days=30'],
    ['a second page', `category=6&status=all&days=30&page=2&size=5&${centre}`],
    ['a page past the end', 'category=6&status=all&days=30&page=9&size=10'],
    ['category 7 by distance (no points: last)', `category=7&status=all&days=30&${centre}`],
    ['newest first without a window', 'category=6&status=all&size=5'],
    ['newest first of one species without a window', 'category=6&species=dog&size=3'],
    ['the 8 nearest', `category=6&status=all&days=30&size=8&${centre}`],
    [
      'a page of the nearest to a cell corner',
      'category=6&days=30&page=2&size=4&lat=35.16&lng=129.065',
    ],
    [
      'the nearest to a point far from all',
      'category=6&status=all&days=30&size=5&lat=37.5665&lng=126.978',
    ],
  ])('answers %s exactly as PostgreSQL does', async (_name, query) => {
    const kept = await fromMemory(query);
    expect(kept).not.toBeNull();
    expect(kept).toBe(await fromPostgres(query));
  });

  it('holds the counts the lists need: capped totals include the reports older than it', async () => {
    const body = await fromMemory('category=6&status=all&size=5');
    const page = (JSON.parse(body ?? 'null') as { body: Listed }).body;
    // 35 shown reports (one hidden), of which 12 are older than 31 days.
    expect(page.totalElements).toBe(35);
    expect(page.content).toHaveLength(5);
    expect(body).not.toContain(`"communityId":${hiddenId},`);
  });

  it('leaves to PostgreSQL what it does not hold', async () => {
    // The nearest of all time, and a page reaching past the kept reports.
    expect(await fromMemory(`category=6&status=all&${centre}`)).toBeNull();
    expect(await fromMemory('category=6&status=all&page=3&size=20')).toBeNull();
    // A reader who blocks someone reads a list of their own.
    const { parsed } = searchOf('category=6&days=30');
    expect(await recent.answer(reportSearchOf(parsed, 1), parsed)).toBeNull();
  });

  it('stops answering at a write to the lists and answers it once read again', async () => {
    const query = `category=6&status=active&days=7&size=100&${centre}`;
    expect(await fromMemory(query)).not.toBeNull();
    const member = await createUser(t.app);
    const id = await reportId(t.app, member.token, {
      report: lostCat({ eventAt: hoursAgo(1), ...eastOf(JEONPO, 40) }),
    });
    // The write's event reached the subscribers before the write was answered.
    expect(await fromMemory(query)).toBeNull();
    await recent.refresh();
    const kept = await fromMemory(query);
    expect(kept).toContain(`"communityId":${id},`);
    expect(kept).toBe(await fromPostgres(query));
  });

  it('serves the route from memory once read, a write showing at once', async () => {
    const url = `/api/pet-reports?category=6&status=active&days=30&size=100&${centre}`;
    const hits = async () => {
      const text = (await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
      const line = text
        .split('\n')
        .find((row) =>
          row.startsWith('daengnyang_cache_lookups_total{cache="pet-reports-recent",result="hit"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const listed = async () => {
      const response = await t.app.inject({ url, headers: { 'cache-control': 'no-cache' } });
      expect(response.statusCode).toBe(200);
      return envelope<Listed>(response).body.content.map((item) => item.communityId);
    };
    const servedFromMemory = async () => {
      await vi.waitFor(
        async () => {
          const before = await hits();
          await listed();
          expect(await hits()).toBe(before + 1);
        },
        { timeout: 5_000, interval: 100 },
      );
    };
    await servedFromMemory();
    const member = await createUser(t.app);
    const id = await reportId(t.app, member.token, {
      report: lostCat({ eventAt: hoursAgo(2), ...northOf(JEONPO, 60) }),
    });
    expect(await listed()).toContain(id);
    await servedFromMemory();
    expect(await listed()).toContain(id);
  });
});
