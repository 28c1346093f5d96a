import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Layout } from './components/layout/Layout.tsx';
import { PageLoading } from './components/layout/PageLoading.tsx';

// Each route is its own chunk so a page downloads only what it shows.
const Home = lazy(() => import('./routes/Home.tsx'));
const Auth = lazy(() => import('./routes/Auth.tsx'));
const Terms = lazy(() => import('./routes/Terms.tsx'));
const Privacy = lazy(() => import('./routes/Privacy.tsx'));
const Cookies = lazy(() => import('./routes/Cookies.tsx'));
const HowItWorks = lazy(() => import('./routes/HowItWorks.tsx'));
const Safety = lazy(() => import('./routes/Safety.tsx'));
const OnlineClasses = lazy(() => import('./routes/OnlineClasses.tsx'));
const NotFound = lazy(() => import('./routes/NotFound.tsx'));

const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(<Home />) },
      { path: '/auth', element: page(<Auth />) },
      { path: '/terms', element: page(<Terms />) },
      { path: '/privacy', element: page(<Privacy />) },
      { path: '/cookies', element: page(<Cookies />) },
      { path: '/how-it-works', element: page(<HowItWorks />) },
      { path: '/safety', element: page(<Safety />) },
      { path: '/online-classes', element: page(<OnlineClasses />) },
      // The landing page's pricing buttons link to these older addresses.
      { path: '/job-post-family', element: <Navigate to="/post-job-family" replace /> },
      { path: '/job-post-agency', element: <Navigate to="/post-job-agency" replace /> },
      { path: '*', element: page(<NotFound />) },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
