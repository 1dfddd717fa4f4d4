import { Tag } from 'antd';
import { formatCell, type FieldDefinition } from '@wb/templates';

/** A table cell through the engine's formatter: dates, 是/否, option labels (coloured as tags), masking. */
export function CellText({ field, value, desensitization }: { field: FieldDefinition; value: unknown; desensitization: string }) {
  const view = formatCell(field, value, { desensitization });
  if (view.color) return <Tag color={view.color}>{view.text}</Tag>;
  return <>{view.text}</>;
}
