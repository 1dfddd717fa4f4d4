// Public surface of @wb/ui.
export { AppShell } from './components/AppShell';
export type { AppShellProps } from './components/AppShell';
export { SessionHeader } from './components/SessionHeader';
export { WeighbridgeLogo } from './components/WeighbridgeLogo';
export { SideMenu } from './components/SideMenu';
export type { SideMenuProps } from './components/SideMenu';
export { CompanySwitcher } from './components/CompanySwitcher';
export { UserMenu } from './components/UserMenu';
export { LockButton } from './components/LockButton';
export { LogoBar } from './components/LogoBar';
export { HeaderButtons } from './components/HeaderButtons';

export { useIdleLogout } from './hooks/useIdleLogout';
export type { IdleLogoutOptions } from './hooks/useIdleLogout';
export { useScreenLevel } from './hooks/useScreenLevel';
export { usePageTitle } from './hooks/usePageTitle';
export { useApiClientBridge } from './hooks/useApiClientBridge';
export { useCompanySwitch } from './hooks/useCompanySwitch';
export { useFullscreen } from './hooks/useFullscreen';

export { screenLevel } from './logic/screenLevel';
export { PRODUCT_TITLE, pageTitle } from './logic/pageTitle';
export { IDLE_EXEMPT_PATHS, IDLE_LOGOUT_MS, createIdleTimer, isIdleExempt } from './logic/idleTimer';
export type { IdleTimer, TimerApi } from './logic/idleTimer';
export { COMPANY_SWITCH_DELAY_MS, decideCompanySwitch } from './logic/companySwitch';
export type { CompanySwitchDecision } from './logic/companySwitch';
export { menuTarget } from './logic/menuTarget';
export { drawerSections } from './logic/drawerSections';
export type { DrawerSection } from './logic/drawerSections';
export { HOME_PATH } from './logic/firstPage';
export { AppProviders, PLATFORM_THEME } from './components/AppProviders';
export { SignedInGate } from './components/SignedInGate';
