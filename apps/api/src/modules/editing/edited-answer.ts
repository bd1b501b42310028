import { envelopeSchema } from '@daengnyang/contract/envelope';
import { MESSAGES } from '@daengnyang/contract/messages';
import { z } from 'zod';

/** An edit's answer (contract editing.ts): `MESSAGES.edited` and the edited item's id. */
export const edited = (id: number) => ({ code: 200 as const, message: MESSAGES.edited, body: id });

export const editedResponse = { 200: envelopeSchema(z.int()) };
