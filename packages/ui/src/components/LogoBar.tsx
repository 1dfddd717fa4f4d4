import { useGroupLogos, useSession } from '@wb/api';
import { PRODUCT_TITLE } from '../logic/pageTitle';
import { WeighbridgeLogo } from './WeighbridgeLogo';

/** Group logos (main and sub from /sys-group/getPic) beside the product name; default mark on failure. */
export function LogoBar({ subtitle }: { subtitle?: string }) {
  const groupId = useSession((s) => s.userInfo?.currentGroup);
  const groupName = useSession((s) => s.userInfo?.currentGroupName);
  const logos = useGroupLogos(groupId).data;
  const src = (b64: string) => (b64.startsWith('data:') ? b64 : `data:image/png;base64,${b64}`);
  return (
    <div className="wb-logo-bar">
      {logos?.main ? <img src={src(logos.main)} alt="集团标志" height={36} /> : <WeighbridgeLogo />}
      <div className="wb-logo-text">
        <div className="wb-logo-title">{PRODUCT_TITLE}</div>
        <div className="wb-logo-sub">{subtitle ?? groupName ?? ''}</div>
      </div>
      {logos?.sub && <img src={src(logos.sub)} alt="集团副标志" height={28} />}
    </div>
  );
}
