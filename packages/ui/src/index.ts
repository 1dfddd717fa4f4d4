// Public surface of @wb/ui.
export { AppShell } from './components/AppShell';
export type { AppShellProps } from './components/AppShell';
export { SessionHeader } from './components/SessionHeader';
export { WeighbridgeLogo } from './components/WeighbridgeLogo';
export { SideMenu } from './components/SideMenu';
export type { SideMenuProps } from './components/SideMenu';
export { CompanySwitcher } from './components/CompanySwitcher';
export { UserMenu } from './components/UserMenu';
export { LockButton } from './components/LockButton';
export { LogoBar } from './components/LogoBar';
export { HeaderButtons } from './components/HeaderButtons';

export { useIdleLogout } from './hooks/useIdleLogout';
export type { IdleLogoutOptions } from './hooks/useIdleLogout';
export { useScreenLevel } from './hooks/useScreenLevel';
export { usePageTitle } from './hooks/usePageTitle';
export { useApiClientBridge } from './hooks/useApiClientBridge';
export { useCompanySwitch } from './hooks/useCompanySwitch';
export { useFullscreen } from './hooks/useFullscreen';

export { screenLevel } from './logic/screenLevel';
export { PRODUCT_TITLE, pageTitle } from './logic/pageTitle';
export { IDLE_EXEMPT_PATHS, IDLE_LOGOUT_MS, createIdleTimer, isIdleExempt } from './logic/idleTimer';
export type { IdleTimer, TimerApi } from './logic/idleTimer';
export { COMPANY_SWITCH_DELAY_MS, decideCompanySwitch } from './logic/companySwitch';
export type { CompanySwitchDecision } from './logic/companySwitch';
export { menuTarget } from './logic/menuTarget';
export { drawerSections } from './logic/drawerSections';
export type { DrawerSection } from './logic/drawerSections';
export { HOME_PATH } from './logic/firstPage';
export { AppProviders, PLATFORM_THEME } from './components/AppProviders';
export { SignedInGate } from './components/SignedInGate';

// Template screens (SPEC.md §2)
export { TemplateListPage } from './components/TemplateListPage';
export type { TemplateListPageProps } from './components/TemplateListPage';
export { SearchPanel, SEARCH_PANEL_MAX_HEIGHT } from './components/SearchPanel';
export type { SearchPanelProps } from './components/SearchPanel';
export { SearchInput } from './components/SearchInput';
export { ButtonGroup } from './components/ButtonGroup';
export type { ButtonGroupProps } from './components/ButtonGroup';
export { ListTable } from './components/ListTable';
export type { ListTableProps } from './components/ListTable';
export { CellText } from './components/CellText';
export { AdvancedQueryDialog, ADVANCED_QUERY_WIDTH } from './components/AdvancedQueryDialog';
export type { AdvancedQueryDialogProps } from './components/AdvancedQueryDialog';
export { FormDialog, FORM_DIALOG_WIDTH, FORM_MAX_HEIGHT, FORM_MIN_HEIGHT } from './components/FormDialog';
export type { FormDialogMode, FormDialogProps } from './components/FormDialog';
export { FormControl } from './components/FormControl';
export { PopupPicker, MSG_NO_POPUP_TEMPLATE, POPUP_TIP_TITLE, popupWidth } from './components/PopupPicker';
export type { PopupPickerProps } from './components/PopupPicker';
export { LogDrawer } from './components/LogDrawer';
export type { LogDrawerProps } from './components/LogDrawer';
export { LogDetailDialog } from './components/LogDetailDialog';
export { ImportDialog } from './components/ImportDialog';
export { useListActions } from './hooks/useListActions';
export { useLeadingDebounce } from './hooks/useLeadingDebounce';
export { useUserContext } from './hooks/useUserContext';
export {
  ADVANCED_QUERY_CODE,
  ADVANCED_QUERY_LABEL,
  ADVANCED_QUERY_POSITION,
  BUTTON_LIMIT,
  LIST_BUTTON_LIMIT,
  permittedButtons,
  splitButtons,
  withAdvancedQuery,
} from './logic/buttonGroup';
export type { GroupButton } from './logic/buttonGroup';
export { emptySelection, keysOnPage, selectOnPage, selectedRows } from './logic/selectionByPage';
export type { SelectionByPage } from './logic/selectionByPage';
export {
  DELETE_CONFIRM_TEXT,
  DELETE_CONFIRM_TITLE,
  MSG_AT_LEAST_ONE,
  MSG_AT_MOST_ONE,
  MSG_ONLY_ONE,
  MSG_POPUP_AT_LEAST_ONE,
  MSG_SELECT_ONE,
  MSG_SELECT_TO_DELETE,
  selectionProblem,
} from './logic/selectionRules';
export type { SelectionAction } from './logic/selectionRules';
export { DANGEROUS_GOODS_FIELDS, TRAILER_FIELDS, isVehicleTemplate, vehicleFormVisibility } from './logic/vehicleFormVisibility';
export { DEFAULT_PAGE_SIZE, EMPTY_TEXT, PAGE_SIZES, POPUP_PAGE_SIZES, pageNotice, pageSizeNotice, totalText } from './logic/listPaging';
export { listRequest, tableSort } from './logic/listRequest';
export type { ListQueryState } from './logic/listRequest';
export { searchSummary } from './logic/searchSummary';
export { toFormValues, toWireValues } from './logic/formValues';
export { gridSpan } from './logic/gridSpan';
export { antdRules } from './logic/antdRules';
export { BUTTON_DEBOUNCE_MS, RESET_DEBOUNCE_MS, SAVE_DEBOUNCE_MS, createLeadingDebounce } from './logic/leadingDebounce';
export { downloadBlob } from './dom/downloadBlob';
