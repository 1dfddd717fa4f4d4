import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** The kiosk clock's lines: time with seconds, and the Chinese date with weekday. */
export function clockText(date: Date): { time: string; date: string } {
  const d = dayjs(date).locale('zh-cn');
  return { time: d.format('HH:mm:ss'), date: d.format('YYYY年M月D日 dddd') };
}
