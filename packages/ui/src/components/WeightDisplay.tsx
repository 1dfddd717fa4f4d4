import { Segmented, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { SevenSegment } from './SevenSegment';
import {
  weightView,
  type LiveScaleState,
  type ScaleStateTone,
  type WeightUnit,
} from '../logic/weightDisplay';

export interface WeightDisplayProps {
  /** the live reading; null while none has arrived */
  state: LiveScaleState | null;
  unit: WeightUnit;
  onUnitChange?: (unit: WeightUnit) => void;
  /** the scale's name, shown above the digits */
  scaleName?: string;
}

/** Colours a weighing operator reads from across the room: green settled, amber moving, red trouble. */
const TONE_COLOR: Record<ScaleStateTone, string> = {
  stable: '#39ff7a',
  unstable: '#ffc53d',
  offline: '#5c6b73',
  overload: '#ff4d4f',
};
const TAG_COLOR: Record<ScaleStateTone, string> = {
  stable: 'success',
  unstable: 'warning',
  offline: 'default',
  overload: 'error',
};

/** read by screen readers and tests; the digits are drawn */
const srOnly: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const bigTag: CSSProperties = {
  fontSize: 16,
  fontWeight: 600,
  padding: '3px 12px',
  marginInlineEnd: 0,
  lineHeight: '22px',
};

const panel: CSSProperties = {
  background: 'radial-gradient(ellipse at 50% 30%, #14232b 0%, #070d11 75%)',
  borderRadius: 10,
  padding: '14px 22px 18px',
  border: '1px solid #1f3440',
  boxShadow: 'inset 0 0 24px rgba(0,0,0,0.6)',
};

/**
 * The live weight, big: seven-segment digits (drawn, so no font is needed) in the colour
 * of the scale's state, the unit, and tags for 稳定/不稳定 and 在线/离线 (超载 when the indicator says
 * so). Offline shows dashes, never a stale figure.
 */
export function WeightDisplay({ state, unit, onUnitChange, scaleName }: WeightDisplayProps) {
  const view = weightView(state, unit);
  const color = TONE_COLOR[view.tone];
  const online = state?.online ?? false;
  return (
    <div style={panel} data-testid="weight-display" data-tone={view.tone}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
        <span style={{ color: '#9fb3bf', fontSize: 15, flex: 1 }}>{scaleName ?? '未选择地磅'}</span>
        <Tag color={online ? 'success' : 'error'} data-testid="scale-online" style={bigTag}>
          {online ? '在线' : '离线'}
        </Tag>
        {online && (
          <Tag color={TAG_COLOR[view.tone]} data-testid="scale-stability" style={bigTag}>
            {view.label}
          </Tag>
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', gap: 14 }}>
        <span
          data-testid="weight-value"
          aria-label={`当前重量 ${view.text} ${unit === 't' ? '吨' : '千克'}`}
          style={{
            display: 'block',
            position: 'relative',
            maxWidth: 'calc(100% - 62px)',
            padding: '10px 0 6px',
          }}
        >
          <SevenSegment text={view.text} color={color} height={112} />
          <span style={srOnly}>{view.text}</span>
        </span>
        <span style={{ color, fontSize: 34, fontWeight: 700, minWidth: 48, paddingBottom: 4 }}>{unit}</span>
      </div>
      {onUnitChange && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 4 }}>
          <Segmented<WeightUnit>
            size="small"
            value={unit}
            onChange={onUnitChange}
            options={[
              { label: '千克 kg', value: 'kg' },
              { label: '吨 t', value: 't' },
            ]}
          />
        </div>
      )}
    </div>
  );
}
