import { useSession } from '@wb/api';
import { usePageTitle } from '@wb/ui';
import { AgencyCard } from './AgencyCard';
import { CountCards } from './CountCards';
import { FavouriteMenusCard } from './FavouriteMenusCard';
import { TonnageCard } from './TonnageCard';
import { VehicleTableCard } from './VehicleTableCard';
import { WarnCard } from './WarnCard';

/** /clouds/index: the company home page. */
export function HomePage() {
  usePageTitle('首页');
  const userInfo = useSession((s) => s.userInfo);
  return (
    <div className="wb-home" data-testid="home-page">
      <div className="wb-home-greeting">
        <h2>{userInfo?.currentOrgName ?? '首页'}</h2>
        <span>
          {userInfo?.realName ? `${userInfo.realName}，` : ''}欢迎回来。以下为本公司今日称重计量概况。
        </span>
      </div>
      <CountCards />
      <div className="wb-home-grid4">
        <AgencyCard />
        <WarnCard />
        <TonnageCard />
        <FavouriteMenusCard />
      </div>
      <VehicleTableCard />
    </div>
  );
}
