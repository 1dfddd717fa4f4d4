import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date, Date>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';
export type ResetRequestStatus = 'pending' | 'issued' | 'used' | 'rejected' | 'superseded';

/** Row types of migration 017_self_service_accounts; merged into `Database`. */
export interface SelfServiceTables {
  sys_user_registration: {
    id: Generated<string>;
    group_id: string;
    username: string;
    real_name: string;
    mobile: string;
    password_hash: string;
    password_params: ColumnType<unknown, string, string>;
    status: ColumnType<RegistrationStatus, RegistrationStatus | undefined, RegistrationStatus>;
    ip: string | null;
    created_at: Time;
    decided_at: NullableTime;
    decided_by: string | null;
    reject_reason: string | null;
    user_id: string | null;
  };
  sys_password_reset_request: {
    id: Generated<string>;
    username_key: string;
    user_id: string | null;
    group_id: string | null;
    matched: boolean;
    status: ColumnType<ResetRequestStatus, ResetRequestStatus | undefined, ResetRequestStatus>;
    ip: string | null;
    created_at: Time;
    code_hash: string | null;
    code_expires_at: NullableTime;
    attempts: ColumnType<number, number | undefined, number>;
    issued_at: NullableTime;
    issued_by: string | null;
    used_at: NullableTime;
  };
  self_service_event: { kind: string; key: string; created_at: Time };
  oauth_authorization_code: {
    code_hash: string;
    app_id: string;
    client_id: string;
    user_id: string;
    org_id: string;
    group_id: string;
    redirect_uri: string;
    scope: string;
    code_challenge: string;
    created_at: Time;
    expires_at: Time;
    used_at: NullableTime;
    session_id: string | null;
  };
}
