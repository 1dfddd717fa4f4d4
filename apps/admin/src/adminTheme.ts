import type { ThemeConfig } from 'antd';

/** Teal industrial palette shared with the shell (theme colour #ebf6f9 is the page background). */
export const adminTheme: ThemeConfig = {
  token: { colorPrimary: '#0e7c8c', colorInfo: '#0e7c8c', borderRadius: 6, colorLink: '#0e7c8c', fontSize: 14 },
  components: { Layout: { headerBg: '#ffffff', bodyBg: '#ebf6f9', siderBg: '#0b3b46', triggerBg: '#082f38' } },
};
