// The notice actions of SPEC.md §4 (apps/server/src/weighing/noticeActions.ts): 关闭明细 / 打开明细 on
// notice lines, 修改限量 and 完成 on notices. A refusal (400) is left to the screen, which shows the
// server's own message.
import { apiClient } from '../client/apiClient';
import type { ApiEnvelope } from '../wire';
import { unwrap } from './unwrap';

export type NoticeActionCode = 'closeNoticeSub' | 'openNoticeSub' | 'updateMaxLimit' | 'updateDone';

export type NoticeActionBody =
  | { code: 'closeNoticeSub' | 'openNoticeSub'; lineIds: readonly string[] }
  | { code: 'updateMaxLimit'; ids: readonly string[]; maxLimit: string }
  | { code: 'updateDone'; ids: readonly string[]; done: '是' | '否' };

/** `POST {base}/{code}` → how many lines or notices changed. */
export async function runNoticeAction(base: string, action: NoticeActionBody): Promise<number> {
  let body: Record<string, unknown>;
  switch (action.code) {
    case 'closeNoticeSub':
    case 'openNoticeSub':
      body = { ids: action.lineIds };
      break;
    case 'updateMaxLimit':
      body = { ids: action.ids, maxLimit: action.maxLimit };
      break;
    case 'updateDone':
      body = { ids: action.ids, done: action.done };
      break;
  }
  const answer = unwrap(
    await apiClient.http.post<ApiEnvelope<{ count: number }>>(`${base}/${action.code}`, body, { handledStatuses: [400, 404] }),
  );
  return answer.count;
}
