import { isEmptyValue, type SearchFieldSpec, type SearchValues } from '@wb/templates';

/** One condition the collapsed search panel shows. */
export interface SearchSummaryItem {
  key: string;
  label: string;
  text: string;
}

function optionText(spec: SearchFieldSpec, value: string | number | boolean): string {
  const option = spec.options.find((o) => String(o.value) === String(value));
  return option ? option.label : String(value);
}

/** The current conditions of the search panel, as the collapsed panel lists them (label and value). */
export function searchSummary(specs: readonly SearchFieldSpec[], values: SearchValues): SearchSummaryItem[] {
  const out: SearchSummaryItem[] = [];
  for (const spec of specs) {
    const value = values[spec.key];
    if (isEmptyValue(value)) continue;
    let text: string;
    if (Array.isArray(value)) {
      if (spec.range) {
        if (value.length !== 2 || isEmptyValue(value[0]) || isEmptyValue(value[1])) continue;
        text = `${String(value[0])} ~ ${String(value[1])}`;
      } else text = value.map((v) => optionText(spec, v)).join('、');
    } else if (value === null || value === undefined) continue;
    else text = optionText(spec, value as string | number | boolean);
    out.push({ key: spec.key, label: spec.label, text });
  }
  return out;
}
