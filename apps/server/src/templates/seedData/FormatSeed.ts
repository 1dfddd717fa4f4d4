import type { FieldDefinition, FormStyle, LinkPair, ResourceStyle, SearchParameter } from '@wb/templates';
import type { FormatType } from '../schema';

/** A field as configuration: the wire definition, with its popup named by template code. */
export interface FieldSeed extends Omit<FieldDefinition, 'id' | 'cgFormatResId'> {
  /** code of the RESOURCE template this field's picker opens */
  popup?: string;
  /** on popup confirm, these fields of the form are filled from the chosen row */
  links?: LinkPair[];
}

/** A format template as configuration; ids are derived from the group and the code. */
export interface FormatSeed {
  code: string;
  name: string;
  type: FormatType;
  style?: FormStyle | ResourceStyle;
  /** menu path (sys_menu.path) the template belongs to */
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
  /** code of the detail template */
  detailCode?: string;
  mapData?: unknown;
  defaultSearch?: unknown;
  form?: FieldSeed[];
  list?: FieldSeed[];
  res?: FieldSeed[];
  search?: FieldSeed[];
  params?: SearchParameter[];
}
