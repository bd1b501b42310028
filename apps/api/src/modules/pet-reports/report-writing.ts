import { contentWithSummary } from '@daengnyang/contract/pet-report-summary';
import { type PetReportInput, petReportCategoryOf } from '@daengnyang/contract/pet-reports';
import type { Executor } from '../../db/client.ts';
import { changesReport, type ReportValues, reportValues } from './report-values.ts';
import { deleteReport, findReport, type StoredReport, saveReport } from './repository.ts';

/** A post's report before and after a write, and the content to store with it. */
export type ReportWrite = {
  stored: StoredReport | null;
  next: ReportValues | null;
  content: string;
};

function keptValues(stored: StoredReport): ReportValues {
  const { postId: _postId, statusChangedAt: _at, revision: _revision, ...values } = stored;
  return values;
}

/**
 * What a post write does to its report (decision 033): a sent report is checked and replaces
 * the stored one; an omitted one keeps the stored report while the post stays in its category
 * and drops it otherwise. The content gets the summary of the report it ends with, in place of
 * the one written before.
 */
export async function planReportWrite(
  tx: Executor,
  post: { id: number | null; categoryId: number; content: string; createdAt: Date },
  input: PetReportInput | undefined,
): Promise<ReportWrite> {
  const stored = post.id === null ? null : await findReport(tx, post.id);
  const next = input
    ? reportValues(post.categoryId, input, stored, post.createdAt)
    : stored && petReportCategoryOf(stored.kind as PetReportInput['kind']) === post.categoryId
      ? keptValues(stored)
      : null;
  const content = stored || next ? contentWithSummary(post.content, next) : post.content;
  return { stored, next, content };
}

/** Stores the planned report of the post (its revision raised when it changed). */
export async function applyReportWrite(
  tx: Executor,
  postId: number,
  { stored, next }: ReportWrite,
): Promise<void> {
  if (next === null) {
    if (stored) await deleteReport(tx, postId);
    return;
  }
  if (stored && !changesReport(stored, next)) return;
  await saveReport(tx, postId, next, stored);
}
