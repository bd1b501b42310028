import { z } from 'zod';

/** Every answer of the API: clients read only `body`. */
export const SUCCESS_MESSAGE = '요청 성공';

export function envelopeSchema<T extends z.ZodType>(body: T) {
  return z.object({ code: z.number().int(), message: z.string(), body });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  body: z.union([z.null(), z.record(z.string(), z.array(z.string()))]),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
