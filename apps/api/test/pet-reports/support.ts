import type { PetMatch } from '@daengnyang/contract/pet-reports';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { shelterAnimals } from '../../src/db/schema/pet-reports.ts';
import { bearer, envelope } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';

/** Somewhere in 전포동, Busan: the exact point a test picks (never to be seen in a response). */
export const JEONPO = { lat: 35.156913, lng: 129.064327 };

/** A point `metres` north of `from` (1° of latitude ≈ 111,195 m). */
export const northOf = (from: { lat: number; lng: number }, metres: number) => ({
  lat: Number((from.lat + metres / 111_195).toFixed(6)),
  lng: from.lng,
});

/** A point `metres` east of `from` (a degree of longitude shrinks with the cosine of latitude). */
export const eastOf = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat,
  lng: Number((from.lng + metres / (111_195 * Math.cos((from.lat * Math.PI) / 180))).toFixed(6)),
});

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A valid lost-cat report; `overrides` change or add fields. */
export function lostCat(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'lost',
    species: 'cat',
    breed: '코리안 숏헤어',
    sex: 'F',
    ageBand: 'young',
    size: 'small',
    colors: ['black'],
    marks: '꼬리 끝이 꺾였어요, 빨간 방울 목걸이',
    eventAt: hoursAgo(48),
    ...JEONPO,
    areaText: '부산진구 전포동',
    ...overrides,
  };
}

type PostValues = { categoryId?: number; title?: string; content?: string; report?: unknown };

function formOf(values: PostValues): Record<string, string | number> {
  return {
    communityCategoryId: values.categoryId ?? 6,
    title: values.title ?? '고양이를 찾아요',
    content: values.content ?? '집 앞에서 나갔어요. 보시면 댓글 주세요.',
    ...(values.report === undefined ? {} : { petReport: JSON.stringify(values.report) }),
  };
}

/** `POST /api/communities` with a report, answering the response. */
export async function writeReport(app: FastifyInstance, token: string, values: PostValues) {
  const { payload, headers } = await multipartBody(formOf(values));
  return app.inject({
    method: 'POST',
    url: '/api/communities',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** Writes a report expecting success; answers the post id. */
export async function reportId(app: FastifyInstance, token: string, values: PostValues) {
  const response = await writeReport(app, token, values);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<number>(response).body;
}

/** `PUT /api/communities/{id}` with the form (and the report when given). */
export async function editReport(
  app: FastifyInstance,
  token: string,
  postId: number,
  values: PostValues,
) {
  const { payload, headers } = await multipartBody(formOf(values));
  return app.inject({
    method: 'PUT',
    url: `/api/communities/${postId}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** The status and the sentence: an error's `message`, a confirmation's `body`. */
export function expectMessage(
  response: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const answer = JSON.parse(response.body) as { message: string; body: unknown };
  expect(status === 200 ? answer.body : answer.message).toBe(message);
}

/** `YYYY-MM-DD` of the Korean day `days` from now. */
export const koreanDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A shelter animal as the sync stores it, with the event the sync records for a new one. */
export async function insertShelterAnimal(
  app: FastifyInstance,
  values: Partial<typeof shelterAnimals.$inferInsert> & { desertionNo: string },
) {
  await app.events.transaction(async (tx, record) => {
    await tx.insert(shelterAnimals).values({
      species: 'cat',
      kindName: '코리안 숏헤어',
      colorText: '검정',
      colors: ['black'],
      age: '2024(년생)',
      weight: '3.2(Kg)',
      sex: 'F',
      neutered: null,
      specialMark: '빨간 방울 목걸이, 사람을 잘 따름',
      happenDate: koreanDay(-1),
      happenPlace: '부산진구 전포동 주택가',
      noticeNo: '부산-부산진-2026-00123',
      noticeStart: koreanDay(-1),
      noticeEnd: koreanDay(9),
      processState: '보호중',
      careName: '부산동물보호센터',
      careTel: '051-000-0000',
      careAddr: '부산광역시 강서구 군라길 1',
      orgName: '부산광역시 부산진구',
      rfid: null,
      images: [],
      sourceUpdatedAt: new Date(),
      ...values,
    });
    record({
      kind: 'shelter.animals-added',
      subjectId: 0,
      actorId: null,
      payload: { desertionNos: [values.desertionNo] },
    });
  });
}

/** `GET /api/pet-reports/{id}/matches` as the member, expecting success: the response and its list. */
export async function readMatches(app: FastifyInstance, postId: number, token: string) {
  const response = await app.inject({
    url: `/api/pet-reports/${postId}/matches`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, matches: envelope<PetMatch[]>(response).body };
}
