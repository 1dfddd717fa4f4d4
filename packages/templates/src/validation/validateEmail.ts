const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** SPEC §5: empty passes; otherwise a plausible address, else 邮箱格式错误!. */
export function validateEmail(value: string): string | null {
  const v = value.trim();
  return v === '' || EMAIL.test(v) ? null : '邮箱格式错误!';
}
