import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../http/envelope';
import { MSG } from '../http/errors';

/** The four built apps and their base paths (ARCHITECTURE.md "Runtime"). */
export const APPS = [
  { name: 'reports', base: '/reports/' },
  { name: 'kiosk', base: '/kiosk/' },
  { name: 'inspection', base: '/inspection/' },
  { name: 'admin', base: '/' },
] as const;

/** SPEC.md's public report addresses land in the reports app; /viewWeigh in the inspection app. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/conditional/index': '/reports/conditional/index',
  '/Information/index': '/reports/Information/index',
  '/dayConditional/index': '/reports/dayConditional/index',
  '/dayInformation/index': '/reports/dayInformation/index',
  '/factoryvehicle/index': '/reports/factoryvehicle/index',
  '/viewWeigh': '/inspection/viewWeigh',
};

const notBuiltPage = (name: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>尚未构建</title></head>
<body style="font-family:sans-serif;padding:40px;color:#333">
<h2>前端应用 ${name} 尚未构建</h2>
<p>请在仓库根目录运行 <code>npm run build</code>，然后刷新本页。</p>
<p>接口服务已在运行：<a href="/api/health">/api/health</a></p>
</body></html>`;

/**
 * A path that names the API in any spelling (case, doubled slashes, dot segments, ;params) must
 * never fall through to an app's index.html: it answers the API's 404 instead.
 */
function looksLikeApi(decodedPath: string): boolean {
  const norm = decodedPath
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return /^\/(\.\/)*api([/;.%?]|$)/.test(norm) || /^\/socket\.io([/;]|$)/.test(norm);
}

function sendIndex(reply: FastifyReply, dist: string, name: string) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltPage(name));
  }
  // index.html must be revalidated so a new build's hashed assets are picked up at once.
  return reply.header('cache-control', 'no-cache').sendFile('index.html', dist, { cacheControl: false });
}

/** Serves apps/<name>/dist at each base path with an SPA fallback; redirects the legacy public addresses. */
export const staticRoutes = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, { root: app.config.appsDir, serve: false });

  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    app.get(from, { config: { public: true } }, async (request, reply) => {
      const q = request.url.indexOf('?');
      return reply.redirect(q >= 0 ? to + request.url.slice(q) : to, 302);
    });
  }

  for (const { name, base } of APPS) {
    const dist = path.join(app.config.appsDir, name, 'dist');
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const rawPath = request.url.split('?')[0];
      let decoded: string;
      try {
        decoded = decodeURIComponent(rawPath);
      } catch {
        return reply.status(404).send(fail(404, MSG.notFound));
      }
      if (looksLikeApi(decoded) || decoded.includes('\0') || decoded.split(/[/\\]/).some((s) => s === '..')) {
        return reply.status(404).send(fail(404, MSG.notFound));
      }
      const rel = decoded.slice(base.length);
      if (rel) {
        const file = path.join(dist, rel);
        // path.join resolved the segments; the check keeps every file inside the app's dist.
        if (file.startsWith(dist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
          const immutable = rel.startsWith('assets/');
          return reply
            .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
            .sendFile(rel, dist, { cacheControl: false });
        }
        // A missing asset is a 404, not the app shell: the browser would try to run HTML as a script.
        if (path.extname(rel)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      return sendIndex(reply, dist, name);
    };
    if (base !== '/') {
      app.get(base.slice(0, -1), { config: { public: true } }, async (_request, reply) =>
        reply.redirect(base, 302),
      );
    }
    app.get(base, { config: { public: true } }, handler);
    app.get(`${base}*`, { config: { public: true } }, handler);
  }
});
