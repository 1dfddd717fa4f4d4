import type { RegistryInput, RegistryRow, WeighFlavour } from '@wb/api';
import { normalizePlate } from './plateInput';

/** The route query `type` modes a registry edit page takes (SPEC.md §2). */
export type RegistryEditMode = 'create' | 'update' | 'safeUpdate';

const FLAVOUR_OF_ENTITY = /^(pu|pt|sa|st|pr|al|tr)_registry$/;

/**
 * The registry flavour of an edit route /modules/{module}/{f}_registry/edit, or null when the route
 * is not a registry's (or names the wrong module for the flavour).
 */
export function registryFlavourOf(
  module: string | undefined,
  entity: string | undefined,
  modules: Readonly<Record<WeighFlavour, string>>,
): WeighFlavour | null {
  const m = FLAVOUR_OF_ENTITY.exec(entity ?? '');
  if (!m) return null;
  const f = m[1] as WeighFlavour;
  return modules[f] === module ? f : null;
}

/**
 * The mode of the route query `type`: create, create1 and createRef create; update and safeUpdate
 * edit the record named by `id` (without one they cannot, so they create).
 */
export function registryEditMode(type: string | null, id: string | null): RegistryEditMode {
  if ((type === 'update' || type === 'safeUpdate') && id) return type;
  return 'create';
}

/** Fields a safeUpdate keeps: what identifies the truck's load (and its notice reservation) is locked. */
export const SAFE_UPDATE_LOCKED: ReadonlySet<string> = new Set([
  'direction',
  'plateNumber',
  'vehicleId',
  'noticeSubId',
  'inventoryId',
  'invCode',
  'materialName',
  'partnerId',
  'partnerName',
  'planQuantity',
]);

/** What the registry form holds (strings as typed; ids filled by the pickers). */
export type RegistryFormValues = Partial<Record<keyof RegistryInput, string | null | undefined>>;

const EDITABLE: ReadonlyArray<keyof RegistryInput> = [
  'direction',
  'plateNumber',
  'vehicleId',
  'driverName',
  'driverMobile',
  'driverIdNumber',
  'driverId',
  'icCardNo',
  'inventoryId',
  'invCode',
  'materialName',
  'partnerId',
  'partnerName',
  'noticeSubId',
  'planQuantity',
  'deductWeight',
  'deductRate',
  'remark',
];

const clean = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

/**
 * The first reason the form cannot be saved, in the server's words, or null: a plate, and a
 * material and partner unless a notice line brings them.
 */
export function registryFormProblem(values: RegistryFormValues, partnerLabel: string): string | null {
  if (!clean(values.plateNumber)) return '车牌号不能为空！';
  if (clean(values.noticeSubId)) return null;
  if (!clean(values.materialName) && !clean(values.inventoryId)) return '物料不能为空！';
  if (!clean(values.partnerName) && !clean(values.partnerId)) return `${partnerLabel}不能为空！`;
  return null;
}

/**
 * The body of a create or update: trimmed strings, blanks as null, the plate upper-cased; an update
 * carries the loaded id and version, and a safeUpdate only the fields it may change.
 */
export function registryPayload(
  values: RegistryFormValues,
  mode: RegistryEditMode,
  loaded: Pick<RegistryRow, 'id' | 'version'> | null,
): RegistryInput {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (mode === 'safeUpdate' && SAFE_UPDATE_LOCKED.has(key)) continue;
    if (!(key in values)) continue;
    let v = clean(values[key]);
    if (key === 'plateNumber' && v) v = normalizePlate(v);
    out[key] = v;
  }
  if (mode !== 'create' && loaded) {
    out.id = loaded.id;
    out.version = loaded.version;
  }
  return out as RegistryInput;
}
