import { AutoComplete, Input } from 'antd';
import { useMemo } from 'react';
import { normalizePlate, platePrefixMatches, type PlatePrefix } from '../logic/plateInput';

export interface PlateInputProps {
  value: string;
  onChange: (plate: string) => void;
  /** the plate dictionary (GET /basic/plate_dict/findAll) */
  prefixes: readonly PlatePrefix[];
  /** Enter in the box (the weigh screen looks the plate up) */
  onPressEnter?: () => void;
  size?: 'large' | 'middle' | 'small';
  placeholder?: string;
  autoFocus?: boolean;
  id?: string;
}

/**
 * A plate number box (SPEC.md §5): upper-cased as typed; one typed character offers the matching
 * province prefixes of the plate dictionary (蒙 → 蒙 内蒙古自治区; 内 → the same).
 */
export function PlateInput({
  value,
  onChange,
  prefixes,
  onPressEnter,
  size,
  placeholder = '车牌号',
  autoFocus,
  id,
}: PlateInputProps) {
  const options = useMemo(
    () =>
      platePrefixMatches(value, prefixes).map((p) => ({
        value: p.plateCode,
        label: (
          <span>
            <b style={{ fontSize: 16, marginInlineEnd: 8 }}>{p.plateCode}</b>
            <span style={{ color: '#8c8c8c' }}>{p.plateName}</span>
          </span>
        ),
      })),
    [value, prefixes],
  );
  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(text: string) => onChange(normalizePlate(text))}
      style={{ width: '100%' }}
      defaultActiveFirstOption
    >
      <Input
        id={id}
        size={size}
        aria-label={placeholder}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoComplete="off"
        style={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 600 }}
        onPressEnter={(e) => {
          // Enter while the prefix list is open picks a prefix; only a longer plate is looked up
          if (options.length === 0) {
            e.preventDefault();
            onPressEnter?.();
          }
        }}
      />
    </AutoComplete>
  );
}
