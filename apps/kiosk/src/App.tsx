import { useHomeCounts, useSession } from '@wb/api';
import { SignedInGate, WeighbridgeLogo, useApiClientBridge, usePageTitle } from '@wb/ui';
import { clockText } from './clockText';
import { useNow } from './useNow';

function KioskBoard() {
  const now = clockText(useNow());
  const userInfo = useSession((s) => s.userInfo);
  const counts = useHomeCounts().data;
  return (
    <main
      data-testid="kiosk-board"
      style={{
        minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 24,
        color: '#fff', background: 'radial-gradient(circle at 50% 0%, #148a9a 0%, #0b4f5c 50%, #062e36 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 40, fontWeight: 600, letterSpacing: 4 }} data-testid="kiosk-company">
        <WeighbridgeLogo size={64} />
        {userInfo?.currentOrgName ?? ''}
      </div>
      <div data-testid="kiosk-clock" style={{ fontSize: 'min(22vw, 200px)', fontWeight: 200, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>
        {now.time}
      </div>
      <div style={{ fontSize: 32, color: 'rgba(255,255,255,0.8)' }}>{now.date}</div>
      {counts && (
        <div style={{ display: 'flex', gap: 48, marginTop: 24, fontSize: 28 }}>
          <span>在厂车辆 <b style={{ color: '#7ff0c8' }}>{counts.inFactoryVehicles}</b> 辆</span>
          <span>今日过磅 <b style={{ color: '#7ff0c8' }}>{counts.todayWeighCount}</b> 车次</span>
        </div>
      )}
    </main>
  );
}

/** The kiosk app: a wall clock with the company name, big type, for gate and queue screens. */
export function App() {
  useApiClientBridge({ routerNavigation: false });
  usePageTitle('门岗自助');
  return (
    <SignedInGate appName="门岗自助">
      <KioskBoard />
    </SignedInGate>
  );
}
