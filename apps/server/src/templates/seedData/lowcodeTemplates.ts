import { FORM_STYLES, RESOURCE_STYLES, type FieldOption } from '@wb/templates';
import type { FormatSeed } from './FormatSeed';
import { ADVANCED, QUERY, SORT, dateTime, number, select, text } from './fieldKit';

const opts = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));
const TYPE_OPTIONS: FieldOption[] = [
  { value: 'FORM', label: '表单', color: 'blue' },
  { value: 'LIST', label: '列表', color: 'green' },
  { value: 'RESOURCE', label: '弹窗', color: 'orange' },
];
const MENU_PATH = '/modules/optimus_prime/cg_format';

/**
 * 格式模板 (低代码设计 → 设计器): the designer's list of the group's templates and the header form.
 * Served by lowcode/formatRoutes.ts (`/optimus_prime/cg_format/…`, the record-engine contract over
 * the template store); the fields of a template are edited in the designer's field editor.
 */
export const lowcodeTemplates: FormatSeed[] = [
  {
    code: 'cg_format_list',
    name: '格式模板列表',
    type: 'LIST',
    menuPath: MENU_PATH,
    resUrl: '/optimus_prime/cg_format/v2/list',
    resMethod: 'POST',
    customTable: 'cg_format',
    list: [
      text('formatCode', '模板编码', { ...QUERY, ...SORT, columnWidth: 220, seq: 10 }),
      text('formatName', '模板名称', { ...QUERY, ...SORT, columnWidth: 180, seq: 20 }),
      select('formatType', '模板类型', TYPE_OPTIONS, { ...ADVANCED, seq: 30 }),
      select('formatStyle', '模板样式', opts([...FORM_STYLES, ...RESOURCE_STYLES]), {
        ...ADVANCED,
        columnWidth: 220,
        seq: 40,
      }),
      text('menuName', '所属菜单', { ...QUERY, seq: 50 }),
      text('customTable', '所属表', { ...ADVANCED, seq: 60 }),
      text('resUrl', '请求路由', { ...ADVANCED, columnWidth: 240, seq: 70 }),
      text('resMethod', '请求方式', { seq: 80 }),
      dateTime('updateDate', '修改时间', { iupdate: false, ...SORT, ...ADVANCED, seq: 90 }),
    ],
  },
  {
    code: 'cg_format_form',
    name: '格式模板',
    type: 'FORM',
    style: 'FORMAT_FOUR_COLUMN_FROM',
    menuPath: MENU_PATH,
    resUrl: '/optimus_prime/cg_format/detail',
    resMethod: 'POST',
    customTable: 'cg_format',
    form: [
      text('code', '模板编码', {
        irequired: true,
        seq: 10,
        cgValidate: {
          validateMethod: '/^[A-Za-z0-9_.-]{1,64}$/',
          validateTitle: '模板编码只能含字母、数字、下划线、点或横线',
        },
      }),
      text('name', '模板名称', { irequired: true, seq: 20 }),
      select('type', '模板类型', TYPE_OPTIONS, { irequired: true, seq: 30 }),
      select('style', '模板样式', opts([...FORM_STYLES, ...RESOURCE_STYLES]), { seq: 40 }),
      text('menuPath', '菜单路径', { seq: 50, tipsMessage: '如 /modules/basic/vehicle' }),
      text('resUrl', '请求路由', { seq: 60 }),
      select('resMethod', '请求方式', opts(['GET', 'POST']), { seq: 70 }),
      text('customTable', '所属表', { seq: 80 }),
      text('treeResUrl', '树请求路由', { seq: 90 }),
      select('treeResMethod', '树请求方式', opts(['GET', 'POST']), { seq: 100 }),
      number('ps', '每页条数', { seq: 110 }),
    ],
  },
];
