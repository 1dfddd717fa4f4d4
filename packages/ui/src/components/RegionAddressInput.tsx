import { Input, Space } from 'antd';
import { formatRegionAddress, parseRegionAddress } from '../logic/regionTree';
import { RegionCascader } from './RegionCascader';

export interface RegionAddressInputProps {
  /** the stored text: '河南省/郑州市/中原区 建设西路1号' */
  value?: unknown;
  onChange?: (value: string | null) => void;
  label: string;
  disabled?: boolean;
}

/**
 * An address field with a region (control: detailsUrl 'region'): the cascader picks province,
 * city and district, the input takes the street; the value is the names joined by '/', a space
 * and the street (see regionTree.ts), so lists and exports read it as it is.
 */
export function RegionAddressInput({ value, onChange, label, disabled }: RegionAddressInputProps) {
  const current = parseRegionAddress(value);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <RegionCascader
        aria-label={`${label}省市区`}
        value={current.codes}
        disabled={disabled}
        style={{ width: '55%' }}
        onChange={(codes, names) => {
          onChange?.(formatRegionAddress({ codes, names, street: current.street }));
        }}
      />
      <Input
        aria-label={label}
        placeholder="详细地址"
        disabled={disabled}
        value={current.street}
        onChange={(e) => onChange?.(formatRegionAddress({ ...current, street: e.target.value }))}
        style={{ width: '45%' }}
      />
    </Space.Compact>
  );
}
