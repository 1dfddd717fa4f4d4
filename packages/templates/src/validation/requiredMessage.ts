import type { ControlKind } from '../model/enums';
import type { FieldDefinition } from '../model/field';

/** Where a required message is shown; SPEC §5 words each differently. */
export type RequiredStyle = 'table' | 'masterDetail' | 'dynamic';

const MULTI_SELECT = new Set<ControlKind | undefined>([
  'SELECT_MORE',
  'MULTIPLE_SELECTION',
  'RESOURCE_CONTROLS_MORE',
  'RESOURCE_CONTROLS_MORE_FOLD',
]);

/**
 * table: `{label}不能为空！`; masterDetail: tipsMessage + 不能为空！ (label when no tipsMessage);
 * dynamic: 必须填写{label}, or 至少选择一项{label} for multi-selects.
 */
export function requiredMessage(field: FieldDefinition, style: RequiredStyle): string {
  const label = field.fieldExplain;
  if (style === 'table') return `${label}不能为空！`;
  if (style === 'masterDetail') return `${field.tipsMessage || label}不能为空！`;
  return MULTI_SELECT.has(field.formSubmitType) ? `至少选择一项${label}` : `必须填写${label}`;
}
