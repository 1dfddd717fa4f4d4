import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

export const NUL_MESSAGE = '内容包含非法字符';

/**
 * True when a string anywhere in `value` holds a NUL character. PostgreSQL refuses U+0000 in text
 * and jsonb, so such a value would otherwise end as a 500 deep inside a write (an operation-log
 * row, a record). Depth is bounded: bodies are JSON of modest size (bodyLimit 2 MB).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  for (const [k, v] of Object.entries(value))
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

/** Every request's body, query and path parameters are refused with 400 when they carry a NUL. */
export const rejectNulChars = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
      throw badRequest(NUL_MESSAGE);
  });
});
