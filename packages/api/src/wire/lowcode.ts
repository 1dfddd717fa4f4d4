import type {
  FieldDefinition,
  FieldOption,
  FormStyle,
  LinkPair,
  ResourceStyle,
  SearchParameter,
} from '@wb/templates';
import type { FormatType } from './records';

/**
 * A template field as configuration (the 格式模板 designer's rows and the export JSON): the wire
 * field definition with its popup named by template code instead of id.
 */
export interface FieldConfig extends Omit<FieldDefinition, 'id' | 'cgFormatResId'> {
  popup?: string;
  links?: LinkPair[];
}

/** Field lists of a template as configuration, by section. */
export type FieldSectionKey = 'form' | 'list' | 'res' | 'search';

/** `GET /optimus_prime/cg_format/detail/:id`: a template as configuration (popups/details by code). */
export interface FormatConfig {
  id?: string;
  version?: number;
  code: string;
  name: string;
  type: FormatType;
  style?: FormStyle | ResourceStyle;
  menuPath?: string;
  resUrl?: string;
  resMethod?: string;
  treeResUrl?: string;
  treeResMethod?: string;
  customTable?: string;
  opations?: { main?: string; son?: string };
  ps?: number;
  valueResourceSubName?: string;
  viewResourceSubName?: string;
  detailCode?: string;
  mapData?: unknown;
  defaultSearch?: unknown;
  form?: FieldConfig[];
  list?: FieldConfig[];
  res?: FieldConfig[];
  search?: FieldConfig[];
  params?: SearchParameter[];
}

/** `GET /optimus_prime/cg_enum/options/:code`: an enum's items as field options. */
export type EnumOptions = FieldOption[];
