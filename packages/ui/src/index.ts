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
export { TabStrip } from './components/TabStrip';
export { MenuRefresh } from './components/MenuRefresh';
export type { TabStripProps } from './components/TabStrip';

export { useIdleLogout } from './hooks/useIdleLogout';
export type { IdleLogoutOptions } from './hooks/useIdleLogout';
export { useScreenLevel } from './hooks/useScreenLevel';
export { usePageTitle } from './hooks/usePageTitle';
export { useApiClientBridge } from './hooks/useApiClientBridge';
export { useCompanySwitch } from './hooks/useCompanySwitch';
export { useFullscreen } from './hooks/useFullscreen';
export { useTabs } from './hooks/useTabs';
export { useAddressCheck } from './hooks/useAddressCheck';
export { MSG_NO_PERMISSION, canRegisterPagePaths, pagePath, planPagePathRefusal } from './logic/pagePathRefusal';
export type { RefusalPlan } from './logic/pagePathRefusal';
export type { TabsApi } from './hooks/useTabs';

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
export { CLOSE_ALL_DELAY_MS, HOME_TAB_LABEL, menuItemAbove, tabOf } from './logic/tabs';
export { MAX_CACHED_VIEWS, cachedViewKey, keptViews } from './logic/cachedViews';
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
export { FormDialog, FORM_DIALOG_WIDTH, FORM_MAX_HEIGHT, FORM_MIN_HEIGHT, dialogFormType } from './components/FormDialog';
export type { FormDialogMode, FormDialogProps } from './components/FormDialog';
export { FormControl } from './components/FormControl';
export { PopupPicker, MSG_NO_POPUP_TEMPLATE, POPUP_TIP_TITLE, popupWidth } from './components/PopupPicker';
export type { PopupPickerProps } from './components/PopupPicker';
export { EditableTable } from './components/EditableTable';
export type { EditableTableProps, EditableTableToolbar } from './components/EditableTable';
export { CellPickerDialog, CELL_PICKER_WIDTH } from './components/CellPickerDialog';
export type { CellPickerDialogProps } from './components/CellPickerDialog';
export { ImageThumbCell, THUMB_HEIGHT, THUMB_WIDTH, defaultImageSrc, imagePaths } from './components/ImageThumbCell';
export type { ImageThumbCellProps } from './components/ImageThumbCell';
export { MasterDetailForm, masterItems } from './components/MasterDetailForm';
export type { MasterDetailFormProps, MasterDetailOptions } from './components/MasterDetailForm';
export { DetailPopup } from './components/DetailPopup';
export type { DetailPopupProps } from './components/DetailPopup';
export { TreePanel, TREE_PANEL_WIDTH } from './components/TreePanel';
export type { TreePanelProps } from './components/TreePanel';
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
export { BUTTON_DEBOUNCE_MS, RESET_DEBOUNCE_MS, SAVE_DEBOUNCE_MS, SUBMIT_DEBOUNCE_MS, createLeadingDebounce } from './logic/leadingDebounce';
export {
  cellProblem,
  copyRows,
  deleteRows,
  firstError,
  insertPosition,
  insertRow,
  moveRow,
  moveToTypedIndex,
  newRowKey,
  rowErrors,
  stripRowKeys,
  toggledFlag,
  updateCell,
  withRowKeys,
} from './logic/editableRows';
export type { EditableRow, RowErrors } from './logic/editableRows';
export {
  AUTO_CHILD_ROW_DELAY_MS,
  CHILD_TABLE_EMPTY_TITLE,
  FORM_TYPES,
  MSG_CHILD_TABLE_EMPTY,
  MSG_ONE_CHILD_ROW,
  childRowsCheck,
  childStatistics,
  childTables,
  childWireRow,
  formTypeBehaviour,
  isFormType,
  masterDetailPayload,
  splitFields,
  splitRecord,
} from './logic/masterDetail';
export type { FormType, FormTypeBehaviour } from './logic/masterDetail';
export { branchKeys, filterTree, findNode, nodeId, nodeRow, nodeTitle, treeCondition, treeKeyOf } from './logic/treeNodes';
export {
  DETAIL_POPUP_WIDTH,
  DETAIL_WARNING_SECONDS,
  DETAIL_WARNING_TITLE,
  MSG_DETAIL_TEMPLATE,
  detailCall,
  detailColumns,
  detailLayout,
} from './logic/detailTemplate';
export type { DetailLayout } from './logic/detailTemplate';
export { downloadBlob } from './dom/downloadBlob';

// Weighing (the weigh screen's parts)
export { WeightDisplay } from './components/WeightDisplay';
export type { WeightDisplayProps } from './components/WeightDisplay';
export { PlateInput } from './components/PlateInput';
export type { PlateInputProps } from './components/PlateInput';
export { WeighRecordFigures } from './components/WeighRecordFigures';
export { formatWeight, weightView } from './logic/weightDisplay';
export type { LiveScaleState, ScaleStateTone, WeightUnit, WeightView } from './logic/weightDisplay';
export { normalizePlate, platePrefixMatches } from './logic/plateInput';
export type { PlatePrefix } from './logic/plateInput';
export {
  MANUAL_WEIGH_PERMISSION,
  MSG_MANUAL_NOTE,
  MSG_MANUAL_WEIGHT,
  MSG_NO_REGISTRY,
  MSG_NO_SCALE,
  MSG_SCALE_OFFLINE,
  MSG_SCALE_OVERLOAD,
  MSG_SCALE_UNSTABLE,
  decideWeighSave,
  manualAllowed,
} from './logic/weighSaveRules';
export type { ManualEntry, WeighSaveIntent } from './logic/weighSaveRules';
export {
  FLAVOUR_TITLES,
  PARTNER_LABELS,
  REGISTRY_STATUS_LABELS,
  nextWeighLabel,
  registryWeighBlock,
} from './logic/registryLabels';
export {
  SAFE_UPDATE_LOCKED,
  registryEditMode,
  registryFlavourOf,
  registryFormProblem,
  registryPayload,
} from './logic/registryForm';
export type { RegistryEditMode, RegistryFormValues } from './logic/registryForm';
export { RecordSelect, RECORD_SELECT_DEBOUNCE_MS } from './components/RecordSelect';
export type { RecordSelectProps } from './components/RecordSelect';
export { SevenSegment } from './components/SevenSegment';
export type { SevenSegmentProps } from './components/SevenSegment';
export { segmentCells } from './logic/sevenSegment';
export type { SegmentCell } from './logic/sevenSegment';
export { WeighTicket } from './components/WeighTicket';
export type { WeighTicketProps } from './components/WeighTicket';

// Images, attachments, pickers and dialogs (SPEC.md §2 shared screens, §5 upload rules)
export { ImageUploadField } from './components/ImageUploadField';
export type { ImageUploadFieldProps } from './components/ImageUploadField';
export { AttachmentImage } from './components/AttachmentImage';
export type { AttachmentImageProps } from './components/AttachmentImage';
export { ImagePreviewGroup, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './components/ImagePreviewGroup';
export type { ImagePreviewGroupProps } from './components/ImagePreviewGroup';
export { ImageViewDialog, IMAGE_DIALOG_WIDTH, IMAGE_VIEWER_MAX_HEIGHT } from './components/ImageViewDialog';
export type { ImageViewDialogProps } from './components/ImageViewDialog';
export { SnapshotDialog, MSG_NO_PICTURES } from './components/SnapshotDialog';
export type { SnapshotDialogProps } from './components/SnapshotDialog';
export { AttachmentDialog, ATTACHMENT_DIALOG_WIDTH } from './components/AttachmentDialog';
export type { AttachmentDialogProps } from './components/AttachmentDialog';
export { MaterialPicker } from './components/MaterialPicker';
export type { MaterialPickerProps } from './components/MaterialPicker';
export { RegionCascader } from './components/RegionCascader';
export type { RegionCascaderProps } from './components/RegionCascader';
export { RegionAddressInput } from './components/RegionAddressInput';
export type { RegionAddressInputProps } from './components/RegionAddressInput';
export { DraggableModal } from './components/DraggableModal';
export { TreeTransfer } from './components/TreeTransfer';
export type { TreeTransferProps } from './components/TreeTransfer';
export { SampleDateDialog } from './components/SampleDateDialog';
export type { SampleDateDialogProps } from './components/SampleDateDialog';
export { AssayItemDialog, MSG_CHOOSE_ASSAY_ITEM } from './components/AssayItemDialog';
export type { AssayItemDialogProps } from './components/AssayItemDialog';
export { DateRangeDialog } from './components/DateRangeDialog';
export type { DateRangeDialogProps } from './components/DateRangeDialog';
export { FormulaDialog } from './components/FormulaDialog';
export type { FormulaDialogProps, FormulaField, FormulaTable } from './components/FormulaDialog';
export { AttachmentScopeProvider, useAttachmentScope } from './context/AttachmentScope';
export type { AttachmentScope } from './context/AttachmentScope';
export { saveAttachment } from './dom/saveAttachment';
export {
  DEFAULT_UPLOAD_LIMIT,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  LOGO_EXTENSIONS,
  MSG_IMAGE_SIZE,
  MSG_IMAGE_TYPE,
  MSG_PDF_SIZE,
  MSG_PDF_TYPE,
  MSG_UPLOAD_COUNT,
  PDF_MAX_BYTES,
  imageProblem,
  pdfProblem,
} from './logic/uploadChecks';
export { MSG_NO_ATTACHMENT, MSG_ONLY_ONE_ROW, MSG_SELECT_TO_DOWNLOAD, MSG_SELECT_TO_UPLOAD, attachmentSelectionProblem, entityOfBase } from './logic/attachmentSelection';
export { fieldImagesOf, mergeSnapshots } from './logic/snapshotImages';
export type { PreviewImage } from './logic/snapshotImages';
export { DEFAULT_MATERIAL_COLUMNS, MATERIAL_PICKER_HEIGHT, MATERIAL_PICKER_WIDTH, MATERIAL_TREE_WIDTH, materialRequest } from './logic/materialRequest';
export { formatRegionAddress, parseRegionAddress, regionCodes, regionNames, regionTree } from './logic/regionTree';
export type { RegionAddress, RegionNode } from './logic/regionTree';
export { MATERIAL_DETAILS_URL, REGION_DETAILS_URL, isMaterialField, isRegionField, regionCodeFills } from './logic/fieldControls';
export { clampOffset } from './logic/dragBounds';
export { ADDRESS_LISTS, ADDRESS_LIST_LABELS, leavesUnder, moveIn, moveOut, moveToList, pruneToLeaves, sourceLeaves } from './logic/treeTransfer';
export type { AddressList, TransferLists, TransferNode } from './logic/treeTransfer';
export { SAMPLE_COUNT_DEFAULT, SAMPLE_COUNT_MAX, SAMPLE_COUNT_MIN, sampleCountProblem, sampleDateOutput } from './logic/sampleDate';
export type { SampleDateOutput } from './logic/sampleDate';
export { ASSAY_ITEMS, chosenAssayItems } from './logic/assayItems';
export type { AssayItem } from './logic/assayItems';
export { dateDialogResult, defaultRange } from './logic/dateRangeDialog';
export type { DateDialogMode, DateDialogResult } from './logic/dateRangeDialog';
export { CLEAR_FORMULA_CONFIRM, MSG_SUM_TABLE, checkExpression, formulaToRows, sumFormula } from './logic/formulaRows';
export type { FormulaRow } from './logic/formulaRows';
