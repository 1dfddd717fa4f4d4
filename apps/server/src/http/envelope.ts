import type { ApiEnvelope } from '@wb/api/wire';

/** A successful answer: code 0, success true. */
export function ok<T>(data: T, msg = '操作成功'): ApiEnvelope<T> {
  return { code: 0, success: true, msg, data };
}

/** A business "no" (HTTP 200, success false), e.g. checkSafe while the password is still the initial one. */
export function no<T>(msg: string, data: T): ApiEnvelope<T> {
  return { code: 0, success: false, msg, data };
}

/** An error answer: code mirrors the HTTP status (SPEC.md §8). */
export function fail(status: number, msg: string): ApiEnvelope<null> {
  return { code: status, success: false, msg, data: null };
}
