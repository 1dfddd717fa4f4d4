import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test-utils/testApp';

/** Engine-test helpers over a TestApp: any method, JSON answers, multipart upload. */
export interface CrudClient {
  req(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  data<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<T>;
  upload(url: string, file: Buffer, filename?: string, contentType?: string): Promise<LightMyRequestResponse>;
}

export function crudClient(t: TestApp, token: string): CrudClient {
  const req: CrudClient['req'] = (method, url, body) =>
    t.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'vitest' },
      ...(body === undefined ? {} : { payload: body as never }),
    });
  return {
    req,
    async data(method, url, body) {
      const res = await req(method, url, body);
      if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
      return res.json<{ data: never }>().data;
    },
    upload(
      url,
      file,
      filename = 'import.xlsx',
      contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ) {
      const boundary = '----wbtest' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    },
  };
}
