import type { FieldOption } from '@wb/templates';
import type { FieldSeed } from './FormatSeed';

/** Short constructors so seed files read like the template screens they configure. */
type Extra = Partial<FieldSeed>;

export const text = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'TEXT',
  formSubmitType: 'ONE_TXT',
  ...extra,
});

export const textarea = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed =>
  text(fieldName, fieldExplain, { formSubmitType: 'TEXTAREA', rows: 2, ...extra });

export const number = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'NUMBER',
  formSubmitType: 'NUMBER',
  ...extra,
});

/** Date and time ('YYYY-MM-DD HH:mm:ss'). */
export const dateTime = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'DATE',
  formSubmitType: 'DATA_BOX_TIM',
  cgValFormat: { valFormatFun: '2' },
  ...extra,
});

export const date = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'DATE',
  formSubmitType: 'DATA_BOX',
  cgValFormat: { valFormatFun: '1' },
  ...extra,
});

export const select = (
  fieldName: string,
  fieldExplain: string,
  options: FieldOption[],
  extra: Extra = {},
): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'ENUM',
  formSubmitType: 'SELECT',
  options,
  ...extra,
});

export const YES_NO: FieldOption[] = [
  { value: '是', label: '是' },
  { value: '否', label: '否' },
];

/** 是/否 radio (SPEC's vehicle form keeps these as the words themselves). */
export const yesNo = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed =>
  select(fieldName, fieldExplain, YES_NO, {
    formSubmitType: 'SINGLE_ELECTION',
    defaultValue: '否',
    ...extra,
  });

export const ENABLED_OPTIONS: FieldOption[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用', color: 'red' },
];

export const enabled = (extra: Extra = {}): FieldSeed => ({
  fieldName: 'enabled',
  fieldExplain: '启用状态',
  fieldType: 'BOOLEAN',
  formSubmitType: 'BOOLEAN',
  options: ENABLED_OPTIONS,
  defaultValue: 'true',
  ...extra,
});

/** A picker field opening the RESOURCE template `popup`. */
export const picker = (
  fieldName: string,
  fieldExplain: string,
  popup: string,
  extra: Extra = {},
): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'TEXT',
  formSubmitType: 'RESOURCE_CONTROLS',
  popup,
  ...extra,
});

export const image = (fieldName: string, fieldExplain: string, extra: Extra = {}): FieldSeed => ({
  fieldName,
  fieldExplain,
  fieldType: 'TEXT',
  formSubmitType: 'IMG_UPLOAD_EP',
  ...extra,
});

/** Flags of a list column a user can find it by (quick and advanced search). */
export const QUERY: Extra = { iallowQuery: true, iallowAdvanceQuery: true };
/** Flags of a list column offered in the advanced search only. */
export const ADVANCED: Extra = { iallowAdvanceQuery: true };
export const SORT: Extra = { isortField: true };
/** List columns are read-only. */
export const READ_ONLY: Extra = { iupdate: false };

/** Copies of form fields as list columns: read-only, with the given extras per field name. */
export function columns(
  fields: readonly FieldSeed[],
  names: readonly string[],
  extras: Record<string, Extra> = {},
): FieldSeed[] {
  return names.map((name) => {
    const f = fields.find((x) => x.fieldName === name);
    if (!f) throw new Error(`seed: no field ${name}`);
    const { popup: _p, links: _l, ...rest } = f;
    return { ...rest, ...READ_ONLY, ...extras[name] };
  });
}
