import { type ErrorEnvelope, SUCCESS_MESSAGE } from '@daengnyang/contract/envelope';
import { HttpResponse } from 'msw';

/** A success answer as the API sends it (wire contract §1). */
export function ok<Body>(body: Body) {
  return HttpResponse.json({ code: 200, message: SUCCESS_MESSAGE, body });
}

/** A failure answer: the real status and a Korean sentence. */
export function fail(status: number, message: string) {
  return HttpResponse.json<ErrorEnvelope>({ code: status, message, body: null }, { status });
}
