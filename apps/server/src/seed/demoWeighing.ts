import type { Flavour, NewRegistry, NewWeighRecord, RegistryStatus } from '../db/schema';
import { createPrng, type Prng } from './prng';
import { stableId } from './stableId';

export interface DemoOrg {
  id: string;
  groupId: string;
  code: string;
  /** plate prefixes of the region, e.g. 蒙K */
  platePrefixes: string[];
  flows: { flavour: Flavour; weight: number; materials: string[]; partners: string[] }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DRIVERS = [
  '王建国',
  '李志强',
  '张海军',
  '刘长春',
  '赵永平',
  '孙立新',
  '周明亮',
  '吴宝山',
  '郑国华',
  '冯志刚',
  '陈卫东',
  '杨树林',
];

/** Tonnes with 3 decimals from an integer of kilograms: exact, no float formatting noise. */
function tons(kg: number): string {
  const sign = kg < 0 ? '-' : '';
  const abs = Math.abs(kg);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

function localDayStart(now: Date, offsetMin: number, daysAgo: number): number {
  const local = now.getTime() + offsetMin * 60_000;
  const midnightLocal = Math.floor(local / DAY_MS) * DAY_MS;
  return midnightLocal - offsetMin * 60_000 - daysAgo * DAY_MS;
}

function ymd(ms: number, offsetMin: number): string {
  return new Date(ms + offsetMin * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
}

function plates(prng: Prng, prefixes: string[], count: number): string[] {
  const set = new Set<string>();
  while (set.size < count) {
    set.add(`${prng.pick(prefixes)}·${prng.pick([...LETTERS])}${String(prng.int(0, 9999)).padStart(4, '0')}`);
  }
  return [...set];
}

/**
 * 30 days of registries and weigh records for one company, deterministic per org code. Past days
 * are closed (exited, weighed, mostly audited); today has vehicles at every stage, several still
 * in the factory.
 */
export function demoWeighing(
  org: DemoOrg,
  now: Date,
  offsetMin: number,
): { registries: NewRegistry[]; weighs: NewWeighRecord[] } {
  const prng = createPrng([...org.code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const fleet = plates(prng, org.platePrefixes, 90);
  const totalWeight = org.flows.reduce((s, f) => s + f.weight, 0);
  const registries: NewRegistry[] = [];
  const weighs: NewWeighRecord[] = [];
  const nowMs = now.getTime();

  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const dayStart = localDayStart(now, offsetMin, daysAgo);
    const today = daysAgo === 0;
    // Today's events fall between midnight and now (at least the last two hours, so a fresh install at 00:30 still has a day).
    const spanStart = today ? Math.min(dayStart, nowMs - 2 * 60 * 60 * 1000) : dayStart + 6 * 60 * 60 * 1000;
    const spanEnd = today ? nowMs - 5 * 60 * 1000 : dayStart + 22 * 60 * 60 * 1000;
    const count = today ? 26 : prng.int(28, 42);
    const day = ymd(dayStart, offsetMin);
    for (let i = 0; i < count; i++) {
      let pickAt = prng.next() * totalWeight;
      const flow = org.flows.find((f) => (pickAt -= f.weight) < 0) ?? org.flows[0];
      const seq = String(i + 1).padStart(4, '0');
      const regBill = `DJ${flow.flavour.toUpperCase()}${day}${seq}`;
      const weighBill = `BD${flow.flavour.toUpperCase()}${day}${seq}`;
      const registryId = stableId(`registry:${org.code}`, regBill);
      const plate = prng.pick(fleet);
      const material = prng.pick(flow.materials);
      const partner = prng.pick(flow.partners);
      const created = Math.floor(spanStart + prng.next() * (spanEnd - spanStart - 90 * 60 * 1000));
      const entry = created + prng.int(5, 25) * 60_000;
      const first = entry + prng.int(5, 20) * 60_000;
      const second = first + prng.int(15, 45) * 60_000;
      const exit = second + prng.int(5, 15) * 60_000;

      // Today: the earliest vehicles are done, the latest are at every stage.
      let stage: RegistryStatus = 'exited';
      if (today) {
        const r = i / count;
        stage =
          r < 0.55
            ? 'exited'
            : r < 0.7
              ? 'weighed'
              : r < 0.85
                ? 'weighed_once'
                : r < 0.95
                  ? 'entered'
                  : 'registered';
      }
      const at = (ms: number) => new Date(Math.min(ms, nowMs - 60_000));
      // Inbound trucks weigh loaded first; outbound trucks weigh empty first.
      const loadedFirst = flow.flavour === 'pu' || flow.flavour === 'pt';
      const direction = loadedFirst ? ('in' as const) : ('out' as const);
      registries.push({
        direction,
        id: registryId,
        org_id: org.id,
        group_id: org.groupId,
        bill_no: regBill,
        flavour: flow.flavour,
        plate_number: plate,
        driver_name: prng.pick(DRIVERS),
        driver_mobile: `13${prng.int(100000000, 999999999)}`,
        material_name: material,
        partner_name: partner,
        status: stage,
        entry_time: stage === 'registered' ? null : at(entry),
        exit_time: stage === 'exited' ? at(exit) : null,
        created_at: at(created),
      });
      if (stage === 'registered' || stage === 'entered') continue;

      const grossKg = prng.int(40000, 55000);
      const tareKg = prng.int(14000, 18000);
      const deductionKg = flow.flavour === 'pu' && prng.chance(0.3) ? prng.int(20, 500) : 0;
      const done = stage !== 'weighed_once';
      const grossTime = loadedFirst ? at(first) : done ? at(second) : null;
      const tareTime = loadedFirst ? (done ? at(second) : null) : at(first);
      weighs.push({
        id: stableId(`weigh:${org.code}`, weighBill),
        org_id: org.id,
        group_id: org.groupId,
        registry_id: registryId,
        registry_no: regBill,
        direction,
        bill_no: weighBill,
        flavour: flow.flavour,
        plate_number: plate,
        material_name: material,
        partner_name: partner,
        gross: grossTime ? tons(grossKg) : null,
        tare: tareTime ? tons(tareKg) : null,
        deduction: tons(deductionKg),
        net: done ? tons(grossKg - tareKg - deductionKg) : null,
        status: !done ? 'weighing' : daysAgo >= 2 && prng.chance(0.85) ? 'audited' : 'completed',
        gross_time: grossTime,
        tare_time: tareTime,
        entry_time: at(entry),
        exit_time: stage === 'exited' ? at(exit) : null,
        finished_at: done ? at(second) : null,
        audited_at: null,
        created_at: at(first),
      });
    }
  }
  for (const w of weighs) if (w.status === 'audited') w.audited_at = w.finished_at;
  return { registries, weighs };
}
