import { checkRule, type FormRule } from '@wb/templates';

/** An antd Form rule, structurally (keeps this file free of React and antd). */
export interface AntdRule {
  required?: boolean;
  message?: string;
  validateTrigger?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** The engine's rules as antd Form rules: required as antd's own, the others through checkRule. */
export function antdRules(rules: readonly FormRule[]): AntdRule[] {
  return rules.map((rule) => {
    if (rule.kind === 'required') return { required: true, message: rule.message };
    return {
      validateTrigger: 'onBlur',
      validator: (_rule: unknown, value: unknown) => {
        const problem = checkRule(rule, value);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    };
  });
}
