import { Navigate, Route, Routes } from 'react-router-dom';
import { useApiClientBridge } from '@wb/ui';
import { RouteGuard } from './guard/RouteGuard';
import { SignedInLayout } from './layout/SignedInLayout';
import { EditPwdPage } from './pages/EditPwdPage';
import { ErrorPage } from './pages/ErrorPage';
import { LockPage } from './pages/LockPage';
import { LoginPage } from './pages/LoginPage';
import { MenuRoutePage } from './pages/MenuRoutePage';
import { HomePage } from './pages/home/HomePage';
import { RegistryEditRoute } from './pages/registry/RegistryEditPage';
import { WeighPage } from './pages/weigh/WeighPage';
import { FlowDetailPage } from './pages/flow/FlowDetailPage';
import { AppDownloadPage } from './pages/selfService/AppDownloadPage';
import { ForgetPwdPage } from './pages/selfService/ForgetPwdPage';
import { GrantAuthPage } from './pages/selfService/GrantAuthPage';
import { MyIframePage } from './pages/selfService/MyIframePage';
import { RegisterPage } from './pages/selfService/RegisterPage';

/** The admin app's routes; the guard runs in front of all of them. */
export function AppRoutes() {
  useApiClientBridge({ routerNavigation: true });
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/lock" element={<LockPage />} />
        <Route path="/editpwd" element={<EditPwdPage />} />
        <Route path="/forgetpwd" element={<ForgetPwdPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/grantAuth" element={<GrantAuthPage />} />
        <Route path="/appDownload" element={<AppDownloadPage />} />
        <Route path="/401" element={<ErrorPage code="401" />} />
        <Route path="/403" element={<ErrorPage code="403" />} />
        <Route path="/404" element={<ErrorPage code="404" />} />
        <Route path="/500" element={<ErrorPage code="500" />} />
        <Route element={<SignedInLayout />}>
          <Route path="/clouds" element={<Navigate to="/clouds/index" replace />} />
          <Route path="/clouds/index" element={<HomePage />} />
          <Route path="/clouds/index1" element={<HomePage />} />
          {/* SPEC.md §2 edit pages; the weigh menu leaf arrives with /index appended */}
          <Route path="/modules/measure/weigh/weigh" element={<WeighPage />} />
          <Route path="/modules/measure/weigh/weigh/index" element={<WeighPage />} />
          <Route path="/modules/:module/:entity/edit" element={<RegistryEditRoute />} />
          <Route path="/activti/detail/:id" element={<FlowDetailPage />} />
          <Route path="/myiframe/:routerPath" element={<MyIframePage />} />
          <Route path="*" element={<MenuRoutePage />} />
        </Route>
      </Route>
    </Routes>
  );
}
