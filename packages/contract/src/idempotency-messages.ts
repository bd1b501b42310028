/**
 * The answers to a misused Idempotency-Key header, which only API clients meet. Apart from
 * MESSAGES, which every page of the web app carries.
 */
export const IDEMPOTENCY_MESSAGES = {
  idempotencyKeyInvalid:
    'Idempotency-Key 헤더는 공백 없이 1자 이상 255자 이하의 영문, 숫자, 기호로 보내주세요.',
  idempotencyKeyInProgress: '같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
  idempotencyKeyReused:
    '이 Idempotency-Key는 내용이 다른 요청에 이미 쓰였습니다. 새 요청에는 새 키를 보내주세요.',
} as const;
