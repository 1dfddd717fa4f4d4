import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuIcon } from './MenuIcon';

const iconOf = (hint: string) => {
  const { container } = render(<MenuIcon hint={hint} />);
  return container.querySelector('[role="img"]')?.getAttribute('aria-label');
};

describe('MenuIcon', () => {
  afterEach(cleanup);

  it.each([
    ['NodeIndexOutlined /flow 审批流程', 'node-index'],
    ['WarningOutlined /hazard 危化品档案', 'warning'],
    ['InsertRowLeftOutlined /door 门岗排队', 'insert-row-left'],
    ['EnvironmentOutlined /ep 环保管理', 'environment'],
    ['BuildOutlined /lowcode 低代码设计', 'build'],
    ['AccountBookOutlined /settle 结算管理', 'account-book'],
  ])('takes the antd icon the menu names (%s)', (hint, label) => {
    expect(iconOf(hint)).toBe(label);
  });

  it('falls back on words of the path and title, then on a neutral icon', () => {
    expect(iconOf('fa-truck /transport 车辆')).toBe('car');
    expect(iconOf(' /flow/x 审批')).toBe('audit');
    expect(iconOf(' /x 其他')).toBe('appstore');
  });
});
