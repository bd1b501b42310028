import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, envelope } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const DAY_MS = 86_400_000;

/** A member whose account is `days` old (past the default 24-hour minimum unless told). */
export function createMember(app: FastifyInstance, days = 30, name?: string) {
  return createUser(app, {
    createdAt: new Date(Date.now() - days * DAY_MS),
    ...(name ? { name } : {}),
  });
}

export type ReportBody = {
  targetType: 'post' | 'comment' | 'review' | 'noticeComment';
  targetId: number;
  reason: string;
  detail?: string;
};

/** `POST /api/reports` as `token`; answers the raw response. */
export function report(app: FastifyInstance, token: string, body: ReportBody) {
  return app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload: body });
}

/** Reports and expects it to be received. */
export async function reportOk(app: FastifyInstance, token: string, body: ReportBody) {
  const response = await report(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ reportId: number }>(response).body.reportId;
}

export type CaseView = {
  caseId: number;
  targetType: string;
  targetId: number;
  status: string;
  version: number;
  weight: number;
  urgent: boolean;
  signals: string[];
  reports: Array<{ reportId: number; status: string; reason: string; weight: number }>;
  item: { state: string; link: string | null; content: string };
  snapshot: { title: string | null; content: string; images: unknown[] };
  temporaryMeasure: { until: string; objection: { text: string } | null } | null;
  decision: { action: string } | null;
};

/** The admin queue's cases. */
export async function queue(
  app: FastifyInstance,
  adminToken: string,
  query = 'status=open&sort=weight',
): Promise<{ content: CaseView[]; totalElements: number }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/reports?${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ content: CaseView[]; totalElements: number }>(response).body;
}

/** The case of one item, from the open or closed queue. */
export async function caseOf(
  app: FastifyInstance,
  adminToken: string,
  targetType: string,
  targetId: number,
): Promise<CaseView> {
  for (const status of ['open', 'closed']) {
    const page = await queue(app, adminToken, `status=${status}&sort=newest&size=100`);
    const found = page.content.find(
      (one) => one.targetType === targetType && one.targetId === targetId,
    );
    if (found) return found;
  }
  throw new Error(`no case for ${targetType} ${targetId}`);
}

export function decide(
  app: FastifyInstance,
  adminToken: string,
  caseId: number,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/reports/${caseId}/decision`,
    headers: bearer(adminToken),
    payload: body,
  });
}

/** An administrator decides on an item's case as it stands now; expects the decision to be taken. */
export async function decideOnItem(
  app: FastifyInstance,
  adminToken: string,
  target: { targetType: string; targetId: number },
  body: { action: string; note: string },
) {
  const found = await caseOf(app, adminToken, target.targetType, target.targetId);
  const response = await decide(app, adminToken, found.caseId, { ...body, version: found.version });
  expect(response.statusCode, response.body).toBe(200);
}
