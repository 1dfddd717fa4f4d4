import { hashPassword } from '../auth/password';
import { crudClient, type CrudClient } from '../crud/testKit';
import { DEMO_IDS } from '../seed/seed';
import type { TestApp } from '../test-utils/testApp';

/** A signed-in user with no roles at all, in the demo group's first company. */
export async function noRoleUser(t: TestApp, username = 'noroles'): Promise<{ id: string; token: string; client: CrudClient }> {
  const hashed = await hashPassword('NoRoles@123');
  const user = await t.db
    .insertInto('sys_user')
    .values({
      group_id: DEMO_IDS.group,
      username,
      real_name: '无角色用户',
      password_hash: hashed.hash,
      password_params: JSON.stringify(hashed.params),
      password_is_initial: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('sys_user_org').values({ user_id: user.id, org_id: DEMO_IDS.org1, group_id: DEMO_IDS.group, is_default: true }).execute();
  const token = (await t.login(username, 'NoRoles@123')).access_token;
  return { id: user.id, token, client: crudClient(t, token) };
}

/** A second group with one company and one user: ids the demo group must never reach. */
export async function otherGroup(t: TestApp): Promise<{ groupId: string; orgId: string; userId: string; roleId: string }> {
  const group = await t.db.insertInto('sys_group').values({ group_code: 'OTHER', group_name: '其他集团' }).returning('id').executeTakeFirstOrThrow();
  const org = await t.db.insertInto('sys_org').values({ group_id: group.id, org_code: 'OT01', org_name: '其他公司' }).returning('id').executeTakeFirstOrThrow();
  const hashed = await hashPassword('Other@12345');
  const user = await t.db
    .insertInto('sys_user')
    .values({ group_id: group.id, username: 'otheruser', real_name: '其他用户', password_hash: hashed.hash, password_params: JSON.stringify(hashed.params) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('sys_user_org').values({ user_id: user.id, org_id: org.id, group_id: group.id, is_default: true }).execute();
  const role = await t.db.insertInto('sys_role').values({ group_id: group.id, role_code: 'x', role_name: '其他角色' }).returning('id').executeTakeFirstOrThrow();
  return { groupId: group.id, orgId: org.id, userId: user.id, roleId: role.id };
}

export const HASH_PATTERN = /\$argon2|password_hash|passwordHash|password_enc|secret_hash/;
