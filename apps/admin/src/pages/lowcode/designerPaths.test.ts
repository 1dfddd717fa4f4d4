import { describe, expect, it } from 'vitest';
import { isCustomTablePath } from './CustomTablePage';
import { isFormatDesignerPath, parseImportText } from './FormatDesignerPage';

describe('low-code designer pages', () => {
  it('take over only their own leaves', () => {
    expect(isFormatDesignerPath('/modules/optimus_prime/cg_format/index')).toBe(true);
    expect(isFormatDesignerPath('/modules/optimus_prime/cg_format')).toBe(true);
    expect(isFormatDesignerPath('/modules/optimus_prime/cg_format_x/index')).toBe(false);
    expect(isCustomTablePath('/modules/optimus_prime/cg_table/index')).toBe(true);
    expect(isCustomTablePath('/modules/optimus_prime/cg_sub_table/index')).toBe(false);
  });

  it('reads an import file as a JSON object or says why not', () => {
    expect(parseImportText('{"code":"a"}')).toEqual({ value: { code: 'a' } });
    expect(parseImportText('{oops')).toEqual({ error: '文件不是合法的JSON' });
    expect(parseImportText('[1]')).toEqual({ error: '文件内容不是模板配置' });
  });
});
