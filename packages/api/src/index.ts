// Public surface of @wb/api. Wire types also live at '@wb/api/wire' (no axios) for the server.
export type * from './wire';

export { ApiError } from './client/ApiError';
export {
  ERROR_CATALOGUE,
  MSG_CHANGE_INITIAL_PASSWORD,
  MSG_INTERNAL,
  MSG_SAME_COMPANY,
  MSG_SESSION_EXPIRED,
  MSG_TIMEOUT,
  MSG_USER_NOT_EXIST,
  messageFor500,
  messageForStatus,
} from './client/errorCatalogue';
export { decideResponseAction } from './client/decideResponseAction';
export type { Notice, ResponseDecision, ResponseFacts } from './client/decideResponseAction';
export { pathHeader } from './client/pathHeader';
export { isListCall } from './client/isListCall';
export { createSingleFlight } from './client/createSingleFlight';
export { createApiClient, REQUEST_TIMEOUT_MS } from './client/createApiClient';
export type { ApiClient, ApiClientDeps } from './client/createApiClient';
export { apiClient, configureApiClient } from './client/apiClient';
export type { ClientHandlers } from './client/apiClient';
export { getDeviceId } from './client/deviceId';

export { createSessionStore, sessionStore } from './session/sessionStore';
export type { SessionStore } from './session/sessionStore';
export { defaultSession } from './session/defaultSession';
export { useSession } from './session/useSession';
export { isSignedIn } from './session/isSignedIn';
export type { SessionActions, SessionData, SessionState, Tab } from './session/types';

export {
  LOGIN_HANDLED_STATUSES,
  captchaImageUrl,
  checkSafe,
  fetchGlobalConfig,
  fetchMe,
  getDefineSetVal,
  loginByPassword,
  logout,
  modifyPassword,
  newRandomStr,
  refreshToken,
} from './calls/authCalls';
export type { PasswordLogin } from './calls/authCalls';
export {
  checkFrontendAdress,
  fetchCurrentOrgs,
  fetchGroupLogos,
  fetchMenuButtons,
  fetchMenuTree,
  fetchUseMenus,
  switchOrg,
} from './calls/systemCalls';
export { fetchAgency, fetchDailyTonnage, fetchHomeCounts, fetchVehicleTable, fetchWarn } from './calls/homeCalls';
export { normalizeMenu } from './calls/normalizeMenu';
export { completeSignIn } from './calls/completeSignIn';
export { switchCompany } from './calls/switchCompany';

export { createQueryClient } from './query/createQueryClient';
export { queryKeys } from './query/queryKeys';
export { useMe } from './query/useMe';
export { useSessionMenus } from './query/useSessionMenus';
export { useGlobalConfig } from './query/useGlobalConfig';
export { useCurrentOrgs } from './query/useCurrentOrgs';
export { useGroupLogos } from './query/useGroupLogos';
export { useHomeCounts } from './query/useHomeCounts';
export { useAgency } from './query/useAgency';
export { useWarn } from './query/useWarn';
export { useDailyTonnage } from './query/useDailyTonnage';
export { useVehicleTable } from './query/useVehicleTable';
export { useUseMenus } from './query/useUseMenus';

export { fetchLinkPairs, fetchMenuTemplate, fetchResourceTemplate, fetchSearchParameters } from './calls/templateCalls';
export { recordBase } from './calls/recordBase';
export { serverMessage } from './calls/serverMessage';
export {
  copyRecord,
  createRecord,
  deleteRecords,
  exportRecords,
  fetchRecord,
  importRecords,
  listRecords,
  selectRecords,
  setRecordsEnabled,
  updateRecord,
} from './calls/recordCalls';
export { fetchSysLog, fetchSysLogData } from './calls/sysLogCalls';
export { useMenuTemplate } from './query/useMenuTemplate';
export { useResourceTemplate } from './query/useResourceTemplate';
export { useRecordList } from './query/useRecordList';
export { useSearchParameters } from './query/useSearchParameters';
