import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../client/apiClient';
import { attachmentUrl, deleteAttachment, downloadAttachment, listAttachments, uploadAttachment } from './attachmentCalls';
import { dispositionFileName } from './downloadBlob';
import { serverMessage } from './serverMessage';

type Answer = { status: number; data: unknown; headers?: Record<string, string> };

function fake(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const a = answer(config);
    return Promise.resolve({ data: a.data, status: a.status, statusText: '', headers: a.headers ?? {}, config });
  };
  apiClient.http.defaults.adapter = adapter;
  return seen;
}

afterEach(() => {
  delete apiClient.http.defaults.adapter;
});

const info = {
  id: 'a1', entity: 'vehicle', recordId: 'r1', field: 'mainVehiclePhoto', name: '车头.jpg', size: 3,
  contentType: 'image/jpeg', kind: 'image', createTime: '2026-03-01T00:00:00.000Z',
};
const ok = (data: unknown): Answer => ({ status: 200, data: { code: 0, success: true, msg: '上传成功', data } });

describe('attachment calls', () => {
  it('uploads multipart: the fields, then the file under its name, never as JSON', async () => {
    const seen = fake(() => ok(info));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], '车头.jpg', { type: 'image/jpeg' });
    const out = await uploadAttachment({ entity: 'vehicle', recordId: 'r1', kind: 'image', field: 'mainVehiclePhoto', file });
    expect(out).toEqual(info);
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('/attachment/upload');
    const form = seen[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['entity', 'recordId', 'kind', 'field', 'file']);
    expect(form.get('kind')).toBe('image');
    expect((form.get('file') as File).name).toBe('车头.jpg');
    expect(String(seen[0].headers.getContentType() ?? '')).not.toContain('json');
  });

  it('leaves out recordId and field when not given, and names a bare blob', async () => {
    const seen = fake(() => ok(info));
    await uploadAttachment({ entity: 'vehicle', kind: 'pdf', file: new Blob(['%PDF-1.4']) });
    const form = seen[0].data as FormData;
    expect([...form.keys()]).toEqual(['entity', 'kind', 'file']);
    expect((form.get('file') as File).name).toBe('file');
    await uploadAttachment({ entity: 'vehicle', kind: 'pdf', file: new Blob(['%PDF-1.4']), fileName: '磅单.pdf' });
    expect(((seen[1].data as FormData).get('file') as File).name).toBe('磅单.pdf');
  });

  it("keeps the server's refusal message for the screen", async () => {
    fake(() => ({ status: 400, data: { code: 400, success: false, msg: '文件只能是pdf格式!', data: null } }));
    const failure = await uploadAttachment({ entity: 'vehicle', kind: 'pdf', file: new Blob(['<html>']) }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('文件只能是pdf格式!');
  });

  it('lists a record with entity and recordId as query parameters', async () => {
    const seen = fake(() => ok([info]));
    expect(await listAttachments('vehicle', 'r1')).toEqual([info]);
    expect(seen[0].url).toBe('/attachment/list');
    expect(seen[0].params).toEqual({ entity: 'vehicle', recordId: 'r1' });
  });

  it('builds the file path, inline on request', () => {
    expect(attachmentUrl('a1')).toBe('/attachment/a1');
    expect(attachmentUrl('a1', { inline: true })).toBe('/attachment/a1?inline=1');
    expect(attachmentUrl('../x')).toBe('/attachment/..%2Fx');
  });

  it('downloads a blob with its UTF-8 name and content type', async () => {
    const seen = fake(() => ({
      status: 200,
      data: new Blob(['jpeg']),
      headers: {
        'content-type': 'image/jpeg',
        'content-disposition': `inline; filename="__.jpg"; filename*=UTF-8''%E8%BD%A6%E5%A4%B4.jpg`,
      },
    }));
    const out = await downloadAttachment('a1', { inline: true });
    expect(out.fileName).toBe('车头.jpg');
    expect(out.contentType).toBe('image/jpeg');
    expect(await out.blob.text()).toBe('jpeg');
    expect(seen[0].url).toBe('/attachment/a1?inline=1');
    expect(seen[0].responseType).toBe('blob');
    // an image shows its own failure mark: no notice; a download the user asked for keeps its notices
    expect(seen[0].silent).toBe(true);
    await downloadAttachment('a1');
    expect(seen[1].url).toBe('/attachment/a1');
    expect(seen[1].silent).toBe(false);
  });

  it('turns a download error (a JSON blob) into its message', async () => {
    fake(() => ({ status: 404, data: new Blob([JSON.stringify({ code: 404, success: false, msg: '资源不存在', data: null })]) }));
    const failure = await downloadAttachment('gone').catch((e: unknown) => e);
    expect(serverMessage(failure)).toBe('资源不存在');
  });

  it('deletes by id', async () => {
    const seen = fake(() => ok(true));
    await deleteAttachment('a1');
    expect(seen[0].method).toBe('delete');
    expect(seen[0].url).toBe('/attachment/a1');
  });
});

describe('dispositionFileName', () => {
  it('prefers filename*, falls back to filename, then to the default', () => {
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E7%A3%85.pdf`, 'x')).toBe('磅.pdf');
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''%E7%A3`, 'x')).toBe('a.pdf');
    expect(dispositionFileName('attachment', 'x')).toBe('x');
  });
});
