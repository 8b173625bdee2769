import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/ui/query-state';
import { ErrorBoundary } from '../error-boundary';
import { TopBar } from './top-bar';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="pf-shell">
      <TopBar />
      <main className="pf-main">
        {/* A screen that fails (or whose chunk fails to load) keeps the top bar; leaving it clears the error. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
