import { ApiError } from '../client/ApiError';

/** The server's own message of a failed call (`msg` of the envelope), else the error's message. */
export function serverMessage(error: unknown, fallback = '操作失败'): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body !== null && typeof body === 'object' && 'msg' in body) {
      const msg = (body as { msg?: unknown }).msg;
      if (typeof msg === 'string' && msg.trim() !== '') return msg;
    }
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
