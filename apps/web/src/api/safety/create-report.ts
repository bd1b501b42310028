import { type ReportCreate, ReportCreatedSchema } from '@daengnyang/contract/moderation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

/** `POST /api/reports`: one open report per member per item (a second answers 409). */
export function createReport(report: ReportCreate) {
  return apiRequest(import.meta.env.DEV ? ReportCreatedSchema : undefined, {
    method: 'POST',
    url: '/api/reports',
    data: report,
  });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
