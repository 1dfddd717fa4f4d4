// Calls of the weighing flow (apps/server/src/weighing/README.md), the scale list and the plate
// dictionary. Refusals the screens explain themselves (400, 404, 409) reach the caller, which shows
// the server's own message (serverMessage).
import { apiClient } from '../client/apiClient';
import type {
  ApiEnvelope,
  FindRegistryRequest,
  FoundRegistry,
  PlateDictEntry,
  RegistryInput,
  RegistryRow,
  RegistrySub,
  ScaleInfo,
  WeighFlavour,
  WeighSaveAnswer,
  WeighSaveRequest,
} from '../wire';
import { unwrap } from './unwrap';

const HANDLED = [400, 404, 409] as const;

/** The route module of each flavour (the registry lives at /{module}/{f}-registry). */
export const FLAVOUR_MODULES: Record<WeighFlavour, string> = {
  pu: 'purorder',
  pt: 'pt',
  sa: 'sale',
  st: 'st',
  pr: 'product',
  al: 'allot',
  tr: 'transfer',
};

export const WEIGH_FLAVOURS = Object.keys(FLAVOUR_MODULES) as WeighFlavour[];

export function isWeighFlavour(value: unknown): value is WeighFlavour {
  return typeof value === 'string' && value in FLAVOUR_MODULES;
}

/** /purorder/pu-registry, /sale/sa-registry … */
export function registryBase(flavour: WeighFlavour): string {
  return `/${FLAVOUR_MODULES[flavour]}/${flavour}-registry`;
}

/** POST /measure/weigh/findRegistry {plateNumber | cardNo} → the truck's open registry; none → 404 未找到该车辆的登记单. */
export async function findRegistry(request: FindRegistryRequest): Promise<FoundRegistry> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<FoundRegistry>>('/measure/weigh/findRegistry', request, {
      handledStatuses: HANDLED,
    }),
  );
}

/** POST /measure/weigh/weighsave: the server weighs from the scale (or the permitted manual weight). */
export async function weighSave(request: WeighSaveRequest): Promise<WeighSaveAnswer> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<WeighSaveAnswer>>('/measure/weigh/weighsave', request, {
      handledStatuses: HANDLED,
    }),
  );
}

/** The gate of a registry list (SPEC.md §6 registry calls): 入厂 (entrance) and 出厂 (hisRelease). */
export type GateActionCode = 'entrance' | 'hisRelease';

/**
 * POST {base}/entrance or {base}/hisRelease with `{id}` (one truck at a time) → the moved registry
 * (msg 入厂成功 / 出厂成功). `base` is the registry list's record base (/purorder/pu-registry …).
 */
export async function runGateAction(base: string, code: GateActionCode, id: string): Promise<RegistryRow> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<RegistryRow>>(`${base.replace(/\/+$/, '')}/${code}`, { id }, {
      handledStatuses: HANDLED,
    }),
  );
}

/** GET {registry}/detail/:id */
export async function fetchRegistry(flavour: WeighFlavour, id: string): Promise<RegistryRow> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<RegistryRow>>(
      `${registryBase(flavour)}/detail/${encodeURIComponent(id)}`,
      { handledStatuses: HANDLED },
    ),
  );
}

/** GET {registry}/getregistrysub/:id → the registry with its notice, notice line and weigh record. */
export async function fetchRegistrySub(flavour: WeighFlavour, id: string): Promise<RegistrySub> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<RegistrySub>>(
      `${registryBase(flavour)}/getregistrysub/${encodeURIComponent(id)}`,
      { handledStatuses: HANDLED },
    ),
  );
}

/** POST {registry}/create{f} (createpu, createsa …) → the new registry (msg 新增成功). */
export async function createRegistry(flavour: WeighFlavour, row: RegistryInput): Promise<RegistryRow> {
  return unwrap(
    await apiClient.http.post<ApiEnvelope<RegistryRow>>(`${registryBase(flavour)}/create${flavour}`, row, {
      handledStatuses: HANDLED,
    }),
  );
}

/** PUT {registry}/update{f} with id and version; only while 已登记; stale → 409. */
export async function updateRegistry(flavour: WeighFlavour, row: RegistryInput): Promise<RegistryRow> {
  return unwrap(
    await apiClient.http.put<ApiEnvelope<RegistryRow>>(`${registryBase(flavour)}/update${flavour}`, row, {
      handledStatuses: HANDLED,
    }),
  );
}

/** GET /scale/list → the company's scales by code. */
export async function fetchScales(): Promise<ScaleInfo[]> {
  return unwrap(await apiClient.http.get<ApiEnvelope<ScaleInfo[]>>('/scale/list'));
}

/** GET /basic/plate_dict/findAll → the plate prefixes (silent: the plate input works without them). */
export async function fetchPlateDict(): Promise<PlateDictEntry[]> {
  return unwrap(
    await apiClient.http.get<ApiEnvelope<PlateDictEntry[]>>('/basic/plate_dict/findAll', { silent: true }),
  );
}
