import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** HMAC-SHA256 of `timestamp.body` with the webhook's secret, as the X-Webhook-Signature header carries it. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface SendRequest {
  url: URL;
  /** the address the guard checked: the connection goes there and nowhere else */
  address: string;
  family: 4 | 6;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** the first 500 characters of the answer; the rest is never read */
  excerpt: string | null;
  error: string | null;
}

const EXCERPT_BYTES = 2048;
const EXCERPT_CHARS = 500;

/**
 * POSTs once. The host name stays in the URL (Host header, TLS SNI and certificate check) while a
 * pinned lookup makes the socket connect to the checked address, so a DNS answer that changes
 * between check and connect cannot redirect the request. Redirects are not followed (a 3xx is a
 * failure), the whole exchange has a time limit, and the answer is read only up to a short excerpt.
 */
export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const { url, address, family } = request;
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = request.timeoutMs ?? 5000;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS) || null;
          const ok = status >= 200 && status < 300;
          const error = ok
            ? null
            : status >= 300 && status < 400
              ? `目标地址返回重定向 HTTP ${status}（不跟随）`
              : `目标地址返回 HTTP ${status}`;
          finish({ ok, status, excerpt, error });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, excerpt: null, error: `请求超时（${timeoutMs / 1000}秒）` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) =>
      finish({ ok: false, status: null, excerpt: null, error: `连接失败：${error.message}`.slice(0, 500) }),
    );
    req.end(request.body);
  });
}
