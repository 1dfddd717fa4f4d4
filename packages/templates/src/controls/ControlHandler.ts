import type { FieldDefinition } from '../model/field';

/** The input a UI renders for a control kind. */
export type Widget =
  | 'input'
  | 'multiInput'
  | 'textarea'
  | 'sqlEditor'
  | 'autoComplete'
  | 'remoteSearch'
  | 'remoteSelect'
  | 'date'
  | 'datetime'
  | 'dateRange'
  | 'time'
  | 'timeRange'
  | 'number'
  | 'resourcePicker'
  | 'calculated'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'imageUpload';

export interface ControlSpec {
  widget: Widget;
  /** The value is a list (comma-joined on the wire). */
  multiple: boolean;
  /** Computed or display-only: never editable whatever iupdate says. */
  readOnly?: boolean;
  /** Value format of date/time widgets (dayjs tokens). */
  valueFormat?: string;
  /** Textarea rows, 1–4. */
  rows?: number;
  /** Resource pickers: how chosen rows show, and whether the 确 定 button exists (not for NONE_WHOLE). */
  picker?: { display: 'text' | 'tags'; confirmButton: boolean };
  /** Image uploads: accepted extensions. */
  accept?: readonly string[];
}

/** One control kind's module: how a field of that kind is edited. */
export interface ControlHandler {
  describe(field: FieldDefinition): ControlSpec;
}
