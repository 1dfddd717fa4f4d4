import type { ReactNode } from 'react';
import { SessionHeader, SignedInGate } from '@wb/ui';

/**
 * A report page's frame. A wall display opened with a display key (?key=rdk_…) needs no session:
 * the server reads the company from the key. Without a key the page is the signed-in user's, for
 * the current company.
 */
export function ReportFrame({ displayKey, children }: { displayKey?: string; children: ReactNode }) {
  if (displayKey) return <div style={{ minHeight: '100vh', background: '#ebf6f9' }}>{children}</div>;
  return (
    <SignedInGate appName="报表中心">
      <div style={{ minHeight: '100vh', background: '#ebf6f9' }}>
        <SessionHeader appName="报表中心" />
        {children}
      </div>
    </SignedInGate>
  );
}
