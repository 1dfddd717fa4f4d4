import { Cascader } from 'antd';
import { regionTree, type RegionNode } from '../logic/regionTree';

export interface RegionCascaderProps {
  /** 6-digit codes, province first */
  value?: readonly string[];
  onChange?: (codes: string[], names: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/**
 * Province / city / district of mainland China (SPEC.md §2 region cascader), from the static data
 * in `regions/`; any level may be chosen (a province alone is a valid answer), typing filters by name.
 */
export function RegionCascader({ value, onChange, disabled, placeholder = '请选择省/市/区', style, ...rest }: RegionCascaderProps) {
  return (
    <Cascader<RegionNode>
      aria-label={rest['aria-label']}
      options={regionTree()}
      value={value ? [...value] : []}
      changeOnSelect
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      showSearch={{ filter: (input, path) => path.some((n) => n.label.includes(input.trim())) }}
      onChange={(codes, nodes) => onChange?.((codes ?? []).map(String), (nodes ?? []).map((n) => n.label))}
    />
  );
}
