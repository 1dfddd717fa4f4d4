import type { FastifySchemaValidationError } from 'fastify';

/** Turns Ajv errors into one Chinese message a user can act on. */
export function validationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const first = errors[0];
  if (!first) return '请求参数不合法';
  const where =
    context === 'body'
      ? '请求体'
      : context === 'querystring'
        ? '查询参数'
        : context === 'params'
          ? '路径参数'
          : '参数';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'required':
      return `${where}缺少必填项 ${String(params.missingProperty)}`;
    case 'type':
      return `${where} ${field} 类型错误，应为 ${String(params.type)}`;
    case 'minLength':
      return `${where} ${field} 长度不能少于 ${String(params.limit)}`;
    case 'maxLength':
      return `${where} ${field} 长度不能超过 ${String(params.limit)}`;
    case 'pattern':
    case 'format':
      return `${where} ${field} 格式不正确`;
    case 'enum':
      return `${where} ${field} 取值不在允许范围内`;
    case 'minimum':
    case 'maximum':
      return `${where} ${field} 超出允许范围`;
    case 'additionalProperties':
      return `${where}包含不允许的字段 ${String(params.additionalProperty)}`;
    default:
      return `${where} ${field} 不合法`;
  }
}
