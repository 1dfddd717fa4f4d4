import { App } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { assignRoleTargets, assignRoleUsers, fetchRoleAssignments, type MenuItem, type RecordRow } from '@wb/api';
import { selectionProblem } from '@wb/ui';
import { TemplatePage } from '../TemplatePage';
import { ASSIGN_TABS } from '../../logic/assignOptions';
import { ROLE_OPTIONS_KEY, RoleMenuPanel } from './RoleMenuPanel';
import { AssignDialog } from './AssignDialog';

type AssignAction = keyof typeof ASSIGN_TABS;
const ASSIGN_TITLES: Readonly<Record<AssignAction, string>> = { assignUser: '分配用户', assignOrg: '分配公司', assignData: '分配数据权限' };

/**
 * 角色管理: the generic role list, and below it 分配菜单 (the role's menus and buttons). The list's
 * 分配菜单 button opens the selected role in the panel; a role saved in the list is offered there at once.
 * 分配用户 / 分配公司 / 分配数据权限 open the role's assignments in a transfer dialog.
 */
export function RoleAdminPage({ item }: { item: MenuItem }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [roleId, setRoleId] = useState<string | undefined>();
  const [assigning, setAssigning] = useState<{ action: AssignAction; role: { id: string; name: string } } | null>(null);
  const single = (rows: RecordRow[], then: (row: RecordRow) => void) => {
    const problem = selectionProblem('edit', rows.length);
    if (problem) void message.warning(problem);
    else then(rows[0]);
  };
  const assign = (action: AssignAction) => (rows: RecordRow[]) =>
    single(rows, (row) => setAssigning({ action, role: { id: String(row.id), name: String(row.roleName ?? '') } }));
  return (
    <>
      <TemplatePage
        item={item}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ROLE_OPTIONS_KEY })}
        pageActions={{
          assignMenu: (rows: RecordRow[]) => single(rows, (row) => setRoleId(String(row.id))),
          assignUser: assign('assignUser'),
          assignOrg: assign('assignOrg'),
          assignData: assign('assignData'),
        }}
      />
      <AssignDialog
        target={assigning?.role ?? null}
        title={assigning ? ASSIGN_TITLES[assigning.action] : ''}
        tabs={assigning ? ASSIGN_TABS[assigning.action] : []}
        load={async (id) => {
          const held = await fetchRoleAssignments(id);
          return { ...held, users: held.userIds };
        }}
        save={(id, tab, keys) => (tab === 'users' ? assignRoleUsers(id, keys) : assignRoleTargets(id, tab, keys))}
        onClose={() => setAssigning(null)}
      />
      <RoleMenuPanel roleId={roleId} onRoleChange={setRoleId} />
    </>
  );
}
