import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../seed/seed';
import { createTestApp, type TestApp } from '../test-utils/testApp';
import { FILE_MSG, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from './fileContent';
import { ATTACHMENT_MSG } from './service';
import { jpegFile, pdfFile, pdfOfSize, pngFile } from './testFiles';

let t: TestApp;
let dataDir: string;
/** admin in company A (org1), admin switched to company B (org2), operator (company A, vehicles add/edit) */
const token = { a: '', b: '', operator: '' };
let vehicleA: string;
let vehicleB: string;
let customerA: string;

interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart upload as a browser's FormData sends it: fields, then the file(s). */
function upload(
  who: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const boundary = `----wbattach${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name ?? 'file.pdf'}"\r\n` +
          `Content-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.inject({
    method: 'POST',
    url: '/api/attachment/upload',
    headers: {
      authorization: `Bearer ${who}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'user-agent': 'vitest',
    },
    payload: Buffer.concat(parts),
  });
}

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who}` },
    ...(body === undefined ? {} : { payload: body as never }),
  });

interface Uploaded {
  id: string;
  name: string;
  size: number;
  contentType: string;
  kind: string;
  createTime: string;
  recordId: string | null;
  field: string | null;
}

async function uploaded(res: LightMyRequestResponse): Promise<Uploaded> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Uploaded }>().data;
}

const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sys_attachment')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(dataDir, 'attachments');
  try {
    return (await fs.readdir(root, { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

/** A refused upload answers 400 with the message, and leaves no row and no file behind. */
async function refused(res: Promise<LightMyRequestResponse>, msg: string, status = 400): Promise<void> {
  const rows = await rowCount();
  const files = (await filesOnDisk()).length;
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().msg).toBe(msg);
  expect(await rowCount()).toBe(rows);
  expect((await filesOnDisk()).length).toBe(files);
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wb-attach-'));
  t = await createTestApp({ configure: (c) => (c.dataDir = dataDir) });
  token.a = (await t.login('admin', 'Admin@123456')).access_token;
  token.b = (await t.login('admin', 'Admin@123456')).access_token;
  expect((await t.call('POST', `/api/sys-user-org/switchOrg/${DEMO_IDS.org2}`, token.b)).statusCode).toBe(
    200,
  );
  token.operator = (await t.login('operator', 'Operator@123')).access_token;
  const first = async (table: 'bd_vehicle' | 'bd_customer', org: string) =>
    (
      await t.db
        .selectFrom(table)
        .select('id')
        .where('org_id', '=', org)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  vehicleA = await first('bd_vehicle', DEMO_IDS.org1);
  vehicleB = await first('bd_vehicle', DEMO_IDS.org2);
  customerA = await first('bd_customer', DEMO_IDS.org1);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('upload', () => {
  it('stores a pdf under a server-made name and answers what it stored', async () => {
    const bytes = pdfFile();
    const res = await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [
      { bytes, name: '行驶证 2026.pdf', type: 'text/html' },
    ]);
    const data = await uploaded(res);
    expect(res.json().msg).toBe('上传成功');
    expect(data).toMatchObject({
      name: '行驶证 2026.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      kind: 'pdf',
      recordId: vehicleA,
      field: null,
    });
    expect(Number.isNaN(Date.parse(data.createTime))).toBe(false);
    const row = await t.db
      .selectFrom('sys_attachment')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.org_id).toBe(DEMO_IDS.org1);
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}$/);
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const onDisk = path.join(dataDir, 'attachments', DEMO_IDS.org1, row.stored_name);
    expect(await fs.readFile(onDisk)).toEqual(bytes);
    // the record's 日志详情 shows the upload
    const log = await call(token.a, 'POST', '/api/sys-log/getSysLog', { bizKey: vehicleA });
    expect(log.json().data[0]).toMatchObject({ action: 'upload', actionName: '上传附件', entity: 'vehicle' });
    const detail = await call(token.a, 'POST', '/api/sys-log/getSysLogData', { id: log.json().data[0].id });
    expect(detail.json().data.requestParams).toMatchObject({ entity: 'vehicle', kind: 'pdf' });
    expect(detail.json().data.requestHeads).not.toHaveProperty('authorization');
  });

  it('takes JPEG and PNG images by content', async () => {
    const jpeg = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'image' }, [
        { bytes: jpegFile(), name: 'front.jpeg', type: 'application/pdf' },
      ]),
    );
    expect(jpeg).toMatchObject({ contentType: 'image/jpeg', kind: 'image', name: 'front.jpeg' });
    const png = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'image' }, [
        { bytes: pngFile(), name: 'scan.pdf' },
      ]),
    );
    expect(png).toMatchObject({ contentType: 'image/png', name: 'scan.pdf.png' });
  });

  it('judges the bytes, not the name or the declared type', async () => {
    const f = { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' };
    await refused(
      upload(token.a, f, [{ bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'a.pdf' }]),
      FILE_MSG.notPdf,
    );
    await refused(
      upload(token.a, f, [
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'a.pdf' },
      ]),
      FILE_MSG.notPdf,
    );
    const polyglot = Buffer.from(
      pdfFile()
        .toString('latin1')
        .replace('trailer', '<html><body onload="alert(1)"></body></html>\ntrailer'),
      'latin1',
    );
    await refused(upload(token.a, f, [{ bytes: polyglot, name: 'a.pdf' }]), FILE_MSG.notPdf);
    await refused(upload(token.a, f, [{ bytes: pngFile(), name: 'a.pdf' }]), FILE_MSG.notPdf);
    const img = { ...f, kind: 'image' };
    await refused(
      upload(token.a, img, [
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.png' },
      ]),
      FILE_MSG.notImage,
    );
    await refused(
      upload(token.a, img, [{ bytes: pdfFile(), name: 'a.jpg', type: 'image/jpeg' }]),
      FILE_MSG.notImage,
    );
    await refused(
      upload(token.a, img, [{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), name: 'a.gif' }]),
      FILE_MSG.notImage,
    );
  });

  it('refuses empty and oversized files with the message of their kind', async () => {
    const f = { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' };
    await refused(upload(token.a, f, [{ bytes: Buffer.alloc(0) }]), FILE_MSG.empty);
    await refused(upload(token.a, f, [{ bytes: pdfOfSize(MAX_PDF_BYTES + 1) }]), FILE_MSG.pdfTooLarge);
    await uploaded(await upload(token.a, f, [{ bytes: pdfOfSize(MAX_PDF_BYTES), name: 'big.pdf' }]));
    const img = { ...f, kind: 'image' };
    await refused(upload(token.a, img, [{ bytes: jpegFile(MAX_IMAGE_BYTES) }]), FILE_MSG.imageTooLarge);
    // cut off at 5 MB by the parser: still the image message, even with the file before the kind
    const huge = jpegFile(MAX_PDF_BYTES + 10);
    const boundary = '----wbhuge';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      huge,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="entity"\r\n\r\nvehicle\r\n--${boundary}--\r\n`,
      ),
    ]);
    await refused(
      t.inject({
        method: 'POST',
        url: '/api/attachment/upload',
        headers: {
          authorization: `Bearer ${token.a}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      }),
      FILE_MSG.imageTooLarge,
    );
  });

  it('refuses a missing file, two files, and unknown entity, kind or field', async () => {
    const f = { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' };
    await refused(upload(token.a, f), ATTACHMENT_MSG.noFile);
    await refused(
      upload(token.a, f, [{ bytes: pdfFile() }, { bytes: pdfFile() }]),
      ATTACHMENT_MSG.tooManyFiles,
    );
    await refused(
      upload(token.a, { ...f, entity: 'sys_user' }, [{ bytes: pdfFile() }]),
      ATTACHMENT_MSG.badEntity,
    );
    await refused(
      upload(token.a, { ...f, entity: '../vehicle' }, [{ bytes: pdfFile() }]),
      ATTACHMENT_MSG.badEntity,
    );
    await refused(upload(token.a, { ...f, kind: 'exe' }, [{ bytes: pdfFile() }]), ATTACHMENT_MSG.badKind);
    await refused(upload(token.a, { ...f, recordId: 'x' }, [{ bytes: pdfFile() }]), ATTACHMENT_MSG.badId);
    // a field must be an attachment field of the entity taking this kind
    await refused(
      upload(token.a, { ...f, field: 'mainVehiclePhoto' }, [{ bytes: pdfFile() }]),
      ATTACHMENT_MSG.badField,
    );
    await refused(
      upload(token.a, { ...f, kind: 'image', field: 'plateNumber' }, [{ bytes: pngFile() }]),
      ATTACHMENT_MSG.badField,
    );
    const json = await call(token.a, 'POST', '/api/attachment/upload', { entity: 'vehicle' });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(ATTACHMENT_MSG.noFile);
  });

  it("answers 404 for another company's record or an unknown one, and stores nothing", async () => {
    const f = { entity: 'vehicle', kind: 'pdf' };
    await refused(upload(token.a, { ...f, recordId: vehicleB }, [{ bytes: pdfFile() }]), '资源不存在', 404);
    await refused(
      upload(token.a, { ...f, recordId: '3f2b8c1e-1111-4a4a-8b8b-123456789abc' }, [{ bytes: pdfFile() }]),
      '资源不存在',
      404,
    );
  });

  it("needs the entity's edit permission (add will do for a new record's form)", async () => {
    await refused(
      upload(token.operator, { entity: 'customer', recordId: customerA, kind: 'pdf' }, [
        { bytes: pdfFile() },
      ]),
      '当前操作没有权限',
      403,
    );
    await refused(
      upload(token.operator, { entity: 'customer', kind: 'pdf' }, [{ bytes: pdfFile() }]),
      '当前操作没有权限',
      403,
    );
    await uploaded(
      await upload(token.operator, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [
        { bytes: pdfFile() },
      ]),
    );
    const res = await call(token.operator, 'POST', '/api/attachment/upload', {});
    expect(res.statusCode).toBe(400);
    expect((await upload('x'.repeat(43), { entity: 'vehicle' }, [{ bytes: pdfFile() }])).statusCode).toBe(
      401,
    );
  });

  it('keeps a path-trick name as a display name only', async () => {
    for (const [name, shown] of [
      ['../../../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\boot.ini', 'boot.ini.pdf'],
      ['a\u0000b.pdf', 'ab.pdf'],
      ['/abs/path/x.html', 'x.html.pdf'],
      ['..', '附件.pdf'],
    ]) {
      const data = await uploaded(
        await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [
          { bytes: pdfFile(), name },
        ]),
      );
      expect(data.name, name).toBe(shown);
      const row = await t.db
        .selectFrom('sys_attachment')
        .select('stored_name')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      expect(row.stored_name).toMatch(/^[0-9a-f]{32}$/);
      const res = await call(token.a, 'GET', `/api/attachment/${data.id}`);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(shown)}`);
    }
    // every file lies directly in its organisation's directory
    for (const file of await filesOnDisk())
      expect(path.dirname(path.relative(dataDir, file))).toMatch(/^attachments\/[0-9a-f-]{36}$/);
  });
});

describe('list, download, delete', () => {
  it('lists a record’s attachments newest first', async () => {
    const v = (
      await t.db
        .selectFrom('bd_vehicle')
        .select('id')
        .where('org_id', '=', DEMO_IDS.org1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const one = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: v, kind: 'pdf' }, [
        { bytes: pdfFile(), name: '1.pdf' },
      ]),
    );
    t.clock.advance(1000);
    const two = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: v, kind: 'image' }, [
        { bytes: pngFile(), name: '2.png' },
      ]),
    );
    const res = await call(token.a, 'GET', `/api/attachment/list?entity=vehicle&recordId=${v}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: Uploaded) => r.id)).toEqual([two.id, one.id]);
    expect(res.json().data[0]).toMatchObject({ name: '2.png', kind: 'image', size: pngFile().length });
    expect((await call(token.a, 'GET', `/api/attachment/list?entity=nope&recordId=${v}`)).statusCode).toBe(
      400,
    );
    expect((await call(token.a, 'GET', '/api/attachment/list?entity=vehicle')).statusCode).toBe(400);
  });

  it('downloads as an attachment with nosniff, no caching and the UTF-8 name', async () => {
    const bytes = pdfFile();
    const up = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [
        { bytes, name: '磅单(3月).pdf' },
      ]),
    );
    for (const url of [`/api/attachment/${up.id}`, `/api/attachment/${up.id}?inline=1`]) {
      const res = await call(token.a, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(bytes);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="__(3_).pdf"; filename*=UTF-8''%E7%A3%85%E5%8D%95%283%E6%9C%88%29.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('shows images inline only when asked, still sandboxed', async () => {
    const up = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'image' }, [
        { bytes: jpegFile(), name: '车头.jpg' },
      ]),
    );
    const plain = await call(token.a, 'GET', `/api/attachment/${up.id}`);
    expect(plain.headers['content-disposition']).toMatch(/^attachment; /);
    const inline = await call(token.a, 'GET', `/api/attachment/${up.id}?inline=1`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/jpeg');
    expect(inline.headers['content-disposition']).toMatch(
      /^inline; filename=".*"; filename\*=UTF-8''%E8%BD%A6%E5%A4%B4\.jpg$/,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it("company B cannot list, download or delete company A's attachment", async () => {
    const up = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [{ bytes: pdfFile() }]),
    );
    const before = await t.db
      .selectFrom('sys_attachment')
      .selectAll()
      .where('id', '=', up.id)
      .executeTakeFirstOrThrow();
    const logs = await t.db.selectFrom('sys_operation_log').select('id').execute();
    for (const [method, url] of [
      ['GET', `/api/attachment/${up.id}`],
      ['GET', `/api/attachment/${up.id}?inline=1`],
      ['DELETE', `/api/attachment/${up.id}`],
      ['GET', `/api/attachment/list?entity=vehicle&recordId=${vehicleA}`],
    ] as const) {
      const res = await call(token.b, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 404, success: false, msg: '资源不存在', data: null });
    }
    // exactly like an id that does not exist
    const unknown = await call(token.b, 'GET', '/api/attachment/3f2b8c1e-1111-4a4a-8b8b-123456789abc');
    expect(unknown.json()).toEqual({ code: 404, success: false, msg: '资源不存在', data: null });
    expect(
      await t.db.selectFrom('sys_attachment').selectAll().where('id', '=', up.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await t.db.selectFrom('sys_operation_log').select('id').execute()).toHaveLength(logs.length);
    expect((await call(token.a, 'GET', `/api/attachment/${up.id}`)).statusCode).toBe(200);
  });

  it('deletes softly with the edit permission and a log row; the file stays on disk', async () => {
    const up = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [{ bytes: pdfFile() }]),
    );
    const customerFile = await uploaded(
      await upload(token.a, { entity: 'customer', recordId: customerA, kind: 'pdf' }, [{ bytes: pdfFile() }]),
    );
    expect((await call(token.operator, 'DELETE', `/api/attachment/${customerFile.id}`)).statusCode).toBe(403);
    t.clock.advance(1000);
    const res = await call(token.operator, 'DELETE', `/api/attachment/${up.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: '删除成功' });
    const row = await t.db
      .selectFrom('sys_attachment')
      .selectAll()
      .where('id', '=', up.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.deleted_by).toBe(DEMO_IDS.operator);
    await fs.access(path.join(dataDir, 'attachments', DEMO_IDS.org1, row.stored_name));
    expect((await call(token.a, 'GET', `/api/attachment/${up.id}`)).statusCode).toBe(404);
    expect((await call(token.a, 'DELETE', `/api/attachment/${up.id}`)).statusCode).toBe(404);
    const list = await call(token.a, 'GET', `/api/attachment/list?entity=vehicle&recordId=${vehicleA}`);
    expect(list.json().data.map((r: Uploaded) => r.id)).not.toContain(up.id);
    const log = await call(token.a, 'POST', '/api/sys-log/getSysLog', { bizKey: vehicleA });
    expect(log.json().data[0]).toMatchObject({ action: 'deleteAttachment', actionName: '删除附件' });
  });

  it('answers 404 when the file is gone from disk', async () => {
    const up = await uploaded(
      await upload(token.a, { entity: 'vehicle', recordId: vehicleA, kind: 'pdf' }, [{ bytes: pdfFile() }]),
    );
    const row = await t.db
      .selectFrom('sys_attachment')
      .select('stored_name')
      .where('id', '=', up.id)
      .executeTakeFirstOrThrow();
    await fs.rm(path.join(dataDir, 'attachments', DEMO_IDS.org1, row.stored_name));
    expect((await call(token.a, 'GET', `/api/attachment/${up.id}`)).statusCode).toBe(404);
  });
});

describe('vehicle photo fields', () => {
  const V = '/api/basic/vehicle';
  const photo = async (who: string, kind: 'image' | 'pdf' = 'image', recordId?: string) =>
    (
      await uploaded(
        await upload(
          who,
          {
            entity: 'vehicle',
            kind,
            ...(kind === 'image' ? { field: 'mainVehiclePhoto' } : {}),
            ...(recordId ? { recordId } : {}),
          },
          [{ bytes: kind === 'image' ? jpegFile() : pdfFile() }],
        ),
      )
    ).id;

  it('take an image attachment of the company, uploaded before the vehicle exists, and tie it to it', async () => {
    const id = await photo(token.operator);
    const res = await call(token.operator, 'POST', `${V}/create`, {
      plateNumber: '蒙K·P0001',
      mainVehiclePhoto: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const vehicle = res.json().data;
    expect(vehicle.mainVehiclePhoto).toBe(id);
    const row = await t.db
      .selectFrom('sys_attachment')
      .select('record_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.record_id).toBe(vehicle.id);
    const list = await call(token.a, 'GET', `/api/attachment/list?entity=vehicle&recordId=${vehicle.id}`);
    expect(list.json().data.map((r: Uploaded) => r.id)).toEqual([id]);
    // the same photo cannot be given to a second vehicle
    const other = await call(token.a, 'POST', `${V}/create`, {
      plateNumber: '蒙K·P0002',
      drivingLicensePhoto: id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('行驶证照片的附件属于另一条车辆数据');
  });

  it('refuse a pdf, another company’s image, an unknown id and a non-id, changing nothing', async () => {
    const pdf = await photo(token.a, 'pdf');
    const imageB = await photo(token.b);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('bd_vehicle')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('org_id', '=', DEMO_IDS.org1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const [value, msg] of [
      [pdf, '主车照片只能是图片'],
      [imageB, '主车照片的附件不存在'],
      ['3f2b8c1e-1111-4a4a-8b8b-123456789abc', '主车照片的附件不存在'],
      ['../../etc/passwd', '主车照片的附件不存在'],
    ]) {
      const res = await call(token.a, 'POST', `${V}/create`, {
        plateNumber: '蒙K·P0003',
        mainVehiclePhoto: value,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await count()).toBe(before);
    // an attachment uploaded for another entity is not a vehicle photo either
    const customerImage = await uploaded(
      await upload(token.a, { entity: 'customer', kind: 'image' }, [{ bytes: pngFile() }]),
    );
    const res = await call(token.a, 'POST', `${V}/create`, {
      plateNumber: '蒙K·P0003',
      roadOperationLicensePhoto: customerImage.id,
    });
    expect(res.json().msg).toBe('道路运输证照片的附件不存在');
  });

  it('on update: checks a changed photo, keeps an unchanged one even after its file was deleted', async () => {
    const created = await call(token.a, 'POST', `${V}/create`, { plateNumber: '蒙K·P0004' });
    const vehicle = created.json().data;
    const id = await photo(token.a, 'image', vehicle.id);
    const saved = await call(token.a, 'PUT', `${V}/update`, {
      id: vehicle.id,
      version: vehicle.version,
      mainVehiclePhoto: id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const imageB = await photo(token.b);
    const bad = await call(token.a, 'PUT', `${V}/update`, {
      id: vehicle.id,
      version: saved.json().data.version,
      drivingLicensePhoto: imageB,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('行驶证照片的附件不存在');
    expect((await call(token.a, 'DELETE', `/api/attachment/${id}`)).statusCode).toBe(200);
    const plate = await call(token.a, 'PUT', `${V}/update`, {
      id: vehicle.id,
      version: saved.json().data.version,
      carOwner: '王',
    });
    expect(plate.statusCode, plate.body).toBe(200);
    expect(plate.json().data.mainVehiclePhoto).toBe(id);
    const cleared = await call(token.a, 'PUT', `${V}/update`, {
      id: vehicle.id,
      version: plate.json().data.version,
      mainVehiclePhoto: '',
    });
    expect(cleared.json().data.mainVehiclePhoto).toBeNull();
  });
});
