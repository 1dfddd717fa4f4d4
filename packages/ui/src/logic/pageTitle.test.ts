import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLE, pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it.each([
    ['首页', '首页 - 统一称重计量管控平台'],
    ['  登录 ', '登录 - 统一称重计量管控平台'],
    ['', '统一称重计量管控平台'],
    [undefined, '统一称重计量管控平台'],
    [null, '统一称重计量管控平台'],
  ])('%j → %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });

  it('names the product in Chinese', () => {
    expect(PRODUCT_TITLE).toBe('统一称重计量管控平台');
  });
});
