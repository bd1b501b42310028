import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { textSearchCondition } from '../../src/db/search.ts';
import { searchGrams } from '../../src/db/search-grams.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

describe('textSearchCondition', () => {
  let t: TestApp;
  const titles = [
    '털 빠짐이 심해요',
    '사료 바꾸는 법',
    '강아지 산책 코스 추천',
    '고양이 모래 추천',
    '100% 무첨가 간식',
    'Royal Canin 슬개골 영양제',
  ];
  beforeAll(async () => {
    t = await createTestApp();
    const author = await createUser(t.app);
    await t.app.database.db.insert(communityPosts).values(
      titles.map((title) => ({
        categoryId: 2,
        userId: author.id,
        title,
        content: '내용',
        searchGrams: searchGrams(title, '내용'),
      })),
    );
  });
  afterAll(() => t.close());

  async function find(searchText: string): Promise<string[]> {
    const condition = textSearchCondition(
      communityPosts.searchGrams,
      [communityPosts.title, communityPosts.content],
      searchText,
    );
    const rows = await t.app.database.db
      .select({ title: communityPosts.title })
      .from(communityPosts)
      .where(condition ?? sql`false`)
      .orderBy(communityPosts.id);
    return rows.map((row) => row.title);
  }

  it.each([
    ['털', ['털 빠짐이 심해요']],
    ['사료', ['사료 바꾸는 법']],
    ['산책', ['강아지 산책 코스 추천']],
    ['강아지 추천', ['강아지 산책 코스 추천']],
    ['추천', ['강아지 산책 코스 추천', '고양이 모래 추천']],
    ['바꾸는', ['사료 바꾸는 법']],
    ['100%', ['100% 무첨가 간식']],
    ['슬개골', ['Royal Canin 슬개골 영양제']],
    ['CANIN', ['Royal Canin 슬개골 영양제']],
    ['royal canin', ['Royal Canin 슬개골 영양제']],
  ])('finds %s', async (searchText, expected) => {
    expect(await find(searchText)).toEqual(expected);
  });

  it.each(['고양이 산책', '료바', '바꾸는법'])('does not find %s', async (searchText) => {
    expect(await find(searchText)).toEqual([]);
  });

  it('has no condition for text without words', () => {
    expect(
      textSearchCondition(communityPosts.searchGrams, [communityPosts.title], ' %% '),
    ).toBeNull();
  });

  it('is answered from the grams index', async () => {
    const condition = textSearchCondition(
      communityPosts.searchGrams,
      [communityPosts.title],
      '사료',
    );
    const plan = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain ${tx
          .select({ n: count() })
          .from(communityPosts)
          .where(condition ?? sql`false`)
          .getSQL()}`,
      );
    });
    expect(JSON.stringify(plan)).toContain('community_posts_search_grams_idx');
  });
});
