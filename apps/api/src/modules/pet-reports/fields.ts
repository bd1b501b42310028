import { CommunityCreateFieldsSchema } from '@daengnyang/contract/community';
import { CommunityEditFieldsSchema } from '@daengnyang/contract/editing';
import { PetReportFieldSchema } from '@daengnyang/contract/pet-reports';
import type { z } from 'zod';

/**
 * The post form of `POST /api/communities` and `PUT /api/communities/{id}` with the additive
 * `petReport` field (contract pet-reports.ts): a client that does not send it writes as before.
 */
export const PostWithReportFieldsSchema = CommunityCreateFieldsSchema.extend({
  petReport: PetReportFieldSchema,
});
export type PostWithReportFields = z.infer<typeof PostWithReportFieldsSchema>;

export const PostEditWithReportFieldsSchema = CommunityEditFieldsSchema.extend({
  petReport: PetReportFieldSchema,
});
export type PostEditWithReportFields = z.infer<typeof PostEditWithReportFieldsSchema>;
