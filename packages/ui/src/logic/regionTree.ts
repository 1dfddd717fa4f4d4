import { REGION_SOURCE } from '../regions/regionSource';

/** A province, city or district: 6-digit code and name (cascader option shape). */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

let parsed: RegionNode[] | null = null;

/** The province → city → district tree of mainland China, parsed once from the compact source. */
export function regionTree(): RegionNode[] {
  if (parsed) return parsed;
  parsed = REGION_SOURCE.split('\n').map((line) => {
    const [head, ...cities] = line.split(';');
    const p = head.slice(0, 2);
    return {
      value: `${p}0000`,
      label: head.slice(2),
      children: cities.map((city) => {
        const [cityHead, districts = ''] = city.split(':');
        const c = `${p}${cityHead.slice(0, 2)}`;
        const node: RegionNode = { value: `${c}00`, label: cityHead.slice(2) };
        const list = districts.split(',').filter(Boolean);
        if (list.length) node.children = list.map((d) => ({ value: `${c}${d.slice(0, 2)}`, label: d.slice(2) }));
        return node;
      }),
    };
  });
  return parsed;
}

/** The nodes along a code path (stops at the first unknown code). */
function pathBy(key: 'value' | 'label', parts: readonly string[]): RegionNode[] {
  const out: RegionNode[] = [];
  let level: RegionNode[] | undefined = regionTree();
  for (const part of parts) {
    const hit: RegionNode | undefined = level?.find((n) => n[key] === part);
    if (!hit) break;
    out.push(hit);
    level = hit.children;
  }
  return out;
}

/** Names of a code path: ['410000','410100','410102'] → ['河南省','郑州市','中原区']; null if any code is unknown. */
export function regionNames(codes: readonly string[]): string[] | null {
  const path = pathBy('value', codes);
  return path.length === codes.length ? path.map((n) => n.label) : null;
}

/** Codes of a name path; null if any name is unknown at its level. */
export function regionCodes(names: readonly string[]): string[] | null {
  const path = pathBy('label', names);
  return path.length === names.length ? path.map((n) => n.value) : null;
}

/** Separator of the names in a stored region (河南省/郑州市/中原区). */
export const REGION_SEPARATOR = '/';

/** An address field's value: the region chosen in the cascader and the street typed after it. */
export interface RegionAddress {
  codes: string[];
  names: string[];
  street: string;
}

/**
 * The stored text of a region address field (control: detailsUrl 'region'): the names joined by
 * '/', then a space and the street when there is one — readable in lists, exports and searches.
 */
export function formatRegionAddress(value: RegionAddress): string | null {
  const region = value.names.join(REGION_SEPARATOR);
  // the street keeps a trailing space while it is typed; the form trims the value on save
  const street = value.street.trimStart();
  if (street.trim() === '') return region === '' ? null : region;
  return region === '' ? street : `${region} ${street}`;
}

/**
 * A stored address back into region and street. A text that does not start with a known region
 * (an address typed before the field became a region field) is kept whole as the street.
 */
export function parseRegionAddress(text: unknown): RegionAddress {
  const s = typeof text === 'string' ? text.trim() : '';
  if (s === '') return { codes: [], names: [], street: '' };
  const space = s.indexOf(' ');
  const head = space < 0 ? s : s.slice(0, space);
  const names = head.split(REGION_SEPARATOR);
  const codes = head.includes(REGION_SEPARATOR) || space >= 0 || regionCodes(names) ? regionCodes(names) : null;
  if (!codes || codes.length === 0) return { codes: [], names: [], street: s };
  return { codes, names, street: space < 0 ? '' : s.slice(space + 1).trimStart() };
}
