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
const PaymentCancelled = lazy(() => import('./routes/PaymentCancelled.tsx'));
const SubscriptionCancelled = lazy(() => import('./routes/SubscriptionCancelled.tsx'));
const NotYetOpen = lazy(() => import('./routes/NotYetOpen.tsx'));
const CreateProfile = lazy(() => import('./routes/CreateProfile.tsx'));
const Candidates = lazy(() => import('./routes/Candidates.tsx'));
const PostJobFamily = lazy(() => import('./routes/PostJobFamily.tsx'));
const PaymentSuccess = lazy(() => import('./routes/PaymentSuccess.tsx'));
const Jobs = lazy(() => import('./routes/Jobs.tsx'));
const PostJobAgency = lazy(() => import('./routes/PostJobAgency.tsx'));
const SubscriptionSuccess = lazy(() => import('./routes/SubscriptionSuccess.tsx'));
const AdminReports = lazy(() => import('./routes/AdminReports.tsx'));
const NewsletterUnsubscribe = lazy(() => import('./routes/NewsletterUnsubscribe.tsx'));

/** Routes of the product whose features are still being built; each says so plainly. None at the moment. */
const NOT_YET_OPEN: ReadonlyArray<{ path: string; title: string; purpose: string }> = [];

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
      { path: '/create-profile', element: page(<CreateProfile />) },
      { path: '/candidates', element: page(<Candidates />) },
      { path: '/post-job-family', element: page(<PostJobFamily />) },
      { path: '/payment-success', element: page(<PaymentSuccess />) },
      { path: '/jobs', element: page(<Jobs />) },
      { path: '/payment-cancelled', element: page(<PaymentCancelled />) },
      { path: '/post-job-agency', element: page(<PostJobAgency />) },
      { path: '/agency-subscription-success', element: page(<SubscriptionSuccess />) },
      { path: '/agency-subscription-cancelled', element: page(<SubscriptionCancelled />) },
      { path: '/admin/reports', element: page(<AdminReports />) },
      { path: '/newsletter/unsubscribe', element: page(<NewsletterUnsubscribe />) },
      ...NOT_YET_OPEN.map(({ path, title, purpose }) => ({
        path,
        element: page(<NotYetOpen title={title} purpose={purpose} />),
      })),
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
