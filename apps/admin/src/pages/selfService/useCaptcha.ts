import { useState } from 'react';
import { newRandomStr, useGlobalConfig } from '@wb/api';

/** Whether the site asks for a captcha, its current key, and a refresh (every answer spends a captcha). */
export function useCaptcha(): { on: boolean; randomStr: string; refresh: () => void; fields: (captcha?: string) => { captcha?: string; randomStr?: string } } {
  const config = useGlobalConfig();
  const on = config.isError || config.data?.captchaEnabled === true;
  const [randomStr, setRandomStr] = useState(newRandomStr);
  return {
    on,
    randomStr,
    refresh: () => setRandomStr(newRandomStr()),
    fields: (captcha) => (on ? { captcha: captcha?.trim(), randomStr } : {}),
  };
}
