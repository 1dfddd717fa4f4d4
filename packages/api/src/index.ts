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
  checkAddress,
  checkFrontendAdress,
  closeFrontendAdress,
  fetchCurrentOrgs,
  fetchGroupLogos,
  fetchMenuButtons,
  fetchMenuTree,
  fetchUseMenus,
  switchOrg,
} from './calls/systemCalls';
export {
  fetchAgency,
  fetchDailyTonnage,
  fetchHomeCounts,
  fetchVehicleTable,
  fetchWarn,
} from './calls/homeCalls';
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

export {
  fetchFormatSubs,
  fetchLinkPairs,
  fetchMenuTemplate,
  fetchResourceTemplate,
  fetchSearchParameters,
} from './calls/templateCalls';
export { fetchTemplateRecord, fetchTreeNodes } from './calls/templateDataCalls';
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
  runStatusAction,
  selectRecords,
  setRecordsEnabled,
  updateRecord,
} from './calls/recordCalls';
export { fetchSysLog, fetchSysLogData } from './calls/sysLogCalls';
export {
  addMenuButton,
  assignRoleTargets,
  assignRoleUsers,
  assignUserAssayFormats,
  assignUserOrgs,
  assignUserRoles,
  deleteMenuButton,
  deleteMenuResource,
  fetchAdminMenuTree,
  fetchMenuResources,
  fetchOnlineSessions,
  fetchRoleAssignments,
  fetchRoleMenuTree,
  forceLogout,
  registerMenuPermission,
  resetUserPassword,
  saveRoleMenuTree,
  updateAdminMenu,
  type AdminMenuButton,
  type RoleAssignmentKind,
  type RoleAssignments,
  type AdminMenuInput,
  type AdminMenuNode,
  type MenuResource,
  type OnlineSession,
  type RoleMenuNode,
  type RoleMenuTree,
} from './calls/sysAdminCalls';
export {
  exportFormatJson,
  fetchEnumOptions,
  fetchFormatConfig,
  importFormatJson,
  publishCustomTable,
  saveFormatFields,
} from './calls/formatDesignerCalls';
export {
  attachmentUrl,
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachment,
} from './calls/attachmentCalls';
export type { AttachmentUpload } from './calls/attachmentCalls';
export { dispositionFileName } from './calls/downloadBlob';
export type { DownloadedFile } from './calls/downloadBlob';
export { useMenuTemplate } from './query/useMenuTemplate';
export { useResourceTemplate } from './query/useResourceTemplate';
export { useRecordList } from './query/useRecordList';
export { useSearchParameters } from './query/useSearchParameters';
export { useTreeNodes } from './query/useTreeNodes';
export { useFormatSubs } from './query/useFormatSubs';
export { useAttachments } from './query/useAttachments';
export { useAttachmentImage } from './query/useAttachmentImage';
export type { AttachmentImage } from './query/useAttachmentImage';
export {
  createCodeRule,
  createJob,
  createWebhook,
  deleteCodeRules,
  deleteJobs,
  deleteWebhooks,
  fetchCodeRule,
  fetchJob,
  fetchJobHandlers,
  fetchWebhook,
  fetchWebhookEvents,
  listCodeRules,
  listJobRuns,
  listJobs,
  listWebhookDeliveries,
  listWebhooks,
  previewCodeNumber,
  redeliverWebhook,
  resetWebhookSecret,
  runJobNow,
  setCodeRulesEnabled,
  setJobsRunning,
  setWebhooksEnabled,
  takeCodeNumber,
  updateCodeRule,
  updateJob,
  updateWebhook,
} from './calls/systemServiceCalls';
export {
  FLAVOUR_MODULES,
  WEIGH_FLAVOURS,
  createRegistry,
  fetchPlateDict,
  fetchRegistry,
  fetchRegistrySub,
  fetchScales,
  findRegistry,
  isWeighFlavour,
  registryBase,
  runGateAction,
  updateRegistry,
  weighSave,
  type GateActionCode,
} from './calls/weighingCalls';
export { usePlateDict } from './query/usePlateDict';
export { useScales } from './query/useScales';
export {
  createScaleSettings,
  deleteScaleSettings,
  fetchScaleProtocols,
  listScaleSettings,
  updateScaleSettings,
} from './calls/scaleSettingsCalls';

export { fetchInFactory, fetchScaleStatus } from './calls/realtimeCalls';
export { createRealtimeClient } from './realtime/createRealtimeClient';
export type { RealtimeClient, RealtimeClientDeps } from './realtime/createRealtimeClient';
export { getRealtimeClient } from './realtime/realtimeClient';
export { backoffMs, decideSocketAction, latestReading, pollingInterval } from './realtime/socketDecisions';
export type { SocketDecision, SocketFacts } from './realtime/socketDecisions';
export { useRealtimeConnected } from './realtime/useRealtimeConnected';
export { SCALE_POLL_MS, useScaleLive } from './realtime/useScaleLive';
export { IN_FACTORY_POLL_MS, useInFactoryLive } from './realtime/useInFactoryLive';
export { fetchWeighTicket, fetchWeighTicketPdf, recordWeighTicketPrint } from './calls/weighTicketCalls';
export {
  fetchDailyReport,
  fetchDisplayKeyInfo,
  fetchInFactoryStats,
  fetchReportMaterials,
  fetchReportShifts,
  fetchTeamShiftReport,
  issueDisplayKey,
  saveReportShifts,
} from './calls/reportCalls';
export {
  approveFlow,
  fetchFlowConfigs,
  fetchFlowSchedule,
  fetchReportDatasets,
  initiateFlow,
  listFlows,
  revokeFlow,
  runTemplateReport,
} from './calls/flowCalls';
export { fetchInventoryClassTree } from './calls/inventoryClassCalls';
export type { InventoryClassNode } from './calls/inventoryClassCalls';
export {
  approveRegistrations,
  decideAuthorize,
  fetchAppDownloadUrl,
  fetchAuthorizeInfo,
  fetchEmbedOrigins,
  fetchPendingRegistrations,
  fetchResetRequests,
  fetchSiteLinks,
  issueResetCode,
  registerAccount,
  rejectRegistrations,
  rejectResetRequest,
  requestPasswordReset,
  resetPasswordWithCode,
  saveSiteLinks,
} from './calls/selfServiceCalls';
export { CLIENT_LOG_FLUSH_MS, createClientErrorLog, startClientErrorLog } from './errorLog/startClientErrorLog';
export type { ClientErrorLog, ClientErrorLogDeps } from './errorLog/startClientErrorLog';
export { createClientLogBuffer } from './errorLog/clientLogBuffer';
export type { ClientLogBuffer, ClientLogEntry } from './errorLog/clientLogBuffer';
export { runNoticeAction } from './calls/noticeCalls';
export type { NoticeActionBody, NoticeActionCode } from './calls/noticeCalls';
