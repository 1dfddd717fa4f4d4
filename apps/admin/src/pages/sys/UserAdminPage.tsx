import { App } from 'antd';
import { useState } from 'react';
import { assignUserAssayFormats, assignUserOrgs, fetchRecord, resetUserPassword, type MenuItem, type RecordRow } from '@wb/api';
import { selectionProblem } from '@wb/ui';
import { TemplatePage } from '../TemplatePage';
import { AssignDialog } from './AssignDialog';
import { InitialPasswordDialog, type OneTimePassword } from './InitialPasswordDialog';
import { UserRoleDialog } from './UserRoleDialog';

const nameOf = (row: RecordRow) => String(row.realName ?? row.username ?? '');
const idList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const USER_DATA_TABS = ['org', 'assayFormat'] as const;

/**
 * 用户管理: the generic list and form of the user template, plus what the template cannot say —
 * the one-time initial password the server answers to 新增 (shown once, in a dialog), 分配角色
 * and 重置密码 (a new one-time password, the user's sessions end), 分配数据权限 (companies and assay
 * formats given to the user directly, beside those of their roles).
 */
export function UserAdminPage({ item }: { item: MenuItem }) {
  const { message, modal } = App.useApp();
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null);
  const [roleUser, setRoleUser] = useState<RecordRow | null>(null);
  const [dataUser, setDataUser] = useState<{ id: string; name: string } | null>(null);

  /** 分配角色 and 重置密码 act on exactly one user (SPEC §5's selection messages). */
  const one = (rows: RecordRow[]): RecordRow | null => {
    const problem = selectionProblem('edit', rows.length);
    if (problem) {
      void message.warning(problem);
      return null;
    }
    return rows[0];
  };

  const onSaved = (row: RecordRow, mode: 'create' | 'edit') => {
    if (mode !== 'create' || typeof row.initialPassword !== 'string') return;
    setOneTime({
      title: '初始密码',
      username: String(row.username ?? ''),
      realName: nameOf(row),
      password: row.initialPassword,
    });
  };

  const resetPassword = (rows: RecordRow[]) => {
    const user = one(rows);
    if (!user) return;
    modal.confirm({
      title: '重置密码',
      content: `确定重置 ${nameOf(user)} 的密码吗? 其登录会话将结束。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { password } = await resetUserPassword(String(user.id));
          setOneTime({
            title: '新密码',
            username: String(user.username ?? ''),
            realName: nameOf(user),
            password,
          });
        } catch {
          // the client has shown the server's reason
        }
      },
    });
  };

  return (
    <>
      <TemplatePage
        item={item}
        onSaved={onSaved}
        pageActions={{
          assignRole: (rows) => {
            const user = one(rows);
            if (user) setRoleUser(user);
          },
          resetPassword,
          assignData: (rows) => {
            const user = one(rows);
            if (user) setDataUser({ id: String(user.id), name: nameOf(user) });
          },
        }}
      />
      <AssignDialog
        target={dataUser}
        title="分配数据权限"
        tabs={USER_DATA_TABS}
        load={async (id) => {
          const user = await fetchRecord('/sys-user', id);
          return { org: idList(user.orgIds), assayFormat: idList(user.assayFormatIds) };
        }}
        save={(id, tab, keys) => (tab === 'org' ? assignUserOrgs(id, keys) : assignUserAssayFormats(id, keys))}
        onClose={() => setDataUser(null)}
      />
      <UserRoleDialog user={roleUser} onClose={() => setRoleUser(null)} />
      <InitialPasswordDialog value={oneTime} onClose={() => setOneTime(null)} />
    </>
  );
}
