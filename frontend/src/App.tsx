import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary.tsx';
import { Layout } from '@/components/layout/Layout.tsx';

type PageModule = { default: ComponentType };

// Each route is its own chunk so a page downloads only what it shows. The router (the declarative one:
// the app uses no loaders or actions, and the data router would add about 16 KB gzip to every page) runs
// each navigation as a transition, so on a link the current page stays until the next one is ready; on
// the first visit, the Suspense boundary around the layout shows nothing until the page's chunk is in,
// then the whole page at once (no placeholder that then shifts).
const page = (load: () => Promise<PageModule>) => lazy(load);

// The pages that read the API through the data cache: the cache's code loads alongside the page's.
const queryPage = (load: () => Promise<PageModule>) =>
  lazy(async () => {
    const [{ QueryScope }, { default: Page }] = await Promise.all([import('./api/QueryScope.tsx'), load()]);
    return {
      default: function WithQueries() {
        return (
          <QueryScope>
            <Page />
          </QueryScope>
        );
      },
    };
  });

const Home = page(() => import('./routes/Home.tsx'));
const Auth = page(() => import('./routes/Auth.tsx'));
const Terms = page(() => import('./routes/Terms.tsx'));
const Privacy = page(() => import('./routes/Privacy.tsx'));
const Cookies = page(() => import('./routes/Cookies.tsx'));
const HowItWorks = page(() => import('./routes/HowItWorks.tsx'));
const Safety = page(() => import('./routes/Safety.tsx'));
const OnlineClasses = page(() => import('./routes/OnlineClasses.tsx'));
const PayCalculator = page(() => import('./routes/PayCalculator.tsx'));
const ShareSplitCalculator = page(() => import('./routes/ShareSplitCalculator.tsx'));
const NotFound = page(() => import('./routes/NotFound.tsx'));
const PaymentCancelled = page(() => import('./routes/PaymentCancelled.tsx'));
const SubscriptionCancelled = page(() => import('./routes/SubscriptionCancelled.tsx'));
const PostJobFamily = queryPage(() => import('./routes/PostJobFamily.tsx'));
const NewsletterUnsubscribe = page(() => import('./routes/NewsletterUnsubscribe.tsx'));
const NotYetOpen = lazy(() => import('./routes/NotYetOpen.tsx'));
const CreateProfile = queryPage(() => import('./routes/CreateProfile.tsx'));
const Candidates = queryPage(() => import('./routes/Candidates.tsx'));
const PaymentSuccess = queryPage(() => import('./routes/PaymentSuccess.tsx'));
const Jobs = queryPage(() => import('./routes/Jobs.tsx'));
const JobPage = queryPage(() => import('./routes/JobPage.tsx'));
const PostJobAgency = queryPage(() => import('./routes/PostJobAgency.tsx'));
const SubscriptionSuccess = queryPage(() => import('./routes/SubscriptionSuccess.tsx'));
const AdminReports = queryPage(() => import('./routes/AdminReports.tsx'));
const AdminDeletions = queryPage(() => import('./routes/AdminDeletions.tsx'));
const Account = queryPage(() => import('./routes/Account.tsx'));
const TwoFactor = queryPage(() => import('./routes/TwoFactor.tsx'));
const MyApplications = queryPage(() => import('./routes/MyApplications.tsx'));
const SavedJobs = queryPage(() => import('./routes/SavedJobs.tsx'));
const MyJobs = queryPage(() => import('./routes/MyJobs.tsx'));
const MyJob = queryPage(() => import('./routes/MyJob.tsx'));
const StillHiring = page(() => import('./routes/StillHiring.tsx'));
const AccountDeleted = page(() => import('./routes/AccountDeleted.tsx'));
// Moderation decisions and appeals: the owner's page and the admin queue.
const AccountModeration = queryPage(() => import('./routes/AccountModeration.tsx'));
// How quickly the account responds, and what others see of it.
const AccountRecord = queryPage(() => import('./routes/AccountRecord.tsx'));
const AdminAppeals = queryPage(() => import('./routes/AdminAppeals.tsx'));
// Complaints about how we use personal data: the account's page (the form is also on /privacy) and the
// admin queue; and the accessibility statement.
const AccountComplaints = queryPage(() => import('./routes/AccountComplaints.tsx'));
const AdminComplaints = queryPage(() => import('./routes/AdminComplaints.tsx'));
const Accessibility = page(() => import('./routes/Accessibility.tsx'));
const Messages = queryPage(() => import('./routes/Messages.tsx'));
const Conversation = queryPage(() => import('./routes/Conversation.tsx'));
const GuestConversation = page(() => import('./routes/GuestConversation.tsx'));
// Verification: the nanny's checks and referees, a referee's form, and the moderators' pages.
const AccountVerification = queryPage(() => import('./routes/AccountVerification.tsx'));
const Reference = page(() => import('./routes/Reference.tsx'));
const AdminVerifications = queryPage(() => import('./routes/AdminVerifications.tsx'));
const AdminVerificationFile = queryPage(() => import('./routes/AdminVerificationFile.tsx'));
// Reviews: the policy (a content page) and a nanny's reviews with her replies.
const ReviewPolicy = page(() => import('./routes/ReviewPolicy.tsx'));
const AccountReviews = queryPage(() => import('./routes/AccountReviews.tsx'));
// Job alerts: a nanny's saved searches, and the one-click stop link of their emails.
const AccountAlerts = queryPage(() => import('./routes/AccountAlerts.tsx'));
const AlertStop = page(() => import('./routes/AlertStop.tsx'));
// Offers of employment: an offer's page for both sides, and the account's offers and documents.
const Offer = queryPage(() => import('./routes/Offer.tsx'));
const AccountOffers = queryPage(() => import('./routes/AccountOffers.tsx'));
// Interviews and trials: the account's list (with its calendar feed), and a proposal to one person.
const Interviews = queryPage(() => import('./routes/Interviews.tsx'));
const ProposeInterview = queryPage(() => import('./routes/ProposeInterview.tsx'));
// Nanny shares: a family's own share and the shares nearby, and one share's page for both families.
const NannyShares = queryPage(() => import('./routes/NannyShares.tsx'));
const NannyShare = queryPage(() => import('./routes/NannyShare.tsx'));
// The one-click stop of a notification email (its List-Unsubscribe address), asked before it is done.
const EmailStop = page(() => import('./routes/EmailStop.tsx'));

/** Routes of the product whose features are still being built; each says so plainly. None at the moment. */
const NOT_YET_OPEN: ReadonlyArray<{ path: string; title: string; purpose: string }> = [];

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The app's pages, under whichever router draws them: the browser's, or a static one when a page is
 * rendered to HTML (src/prerender/render.tsx).
 */
export function AppRoutes() {
  return (
    <>
      {/* The first page's code can fail to load before the layout shows; the layout has its own. */}
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/" element={<Home />} />
              <Route path="/auth" element={<Auth />} />
              <Route path="/terms" element={<Terms />} />
              <Route path="/privacy" element={<Privacy />} />
              <Route path="/cookies" element={<Cookies />} />
              <Route path="/how-it-works" element={<HowItWorks />} />
              <Route path="/safety" element={<Safety />} />
              <Route path="/online-classes" element={<OnlineClasses />} />
              <Route path="/pay-calculator" element={<PayCalculator />} />
              <Route path="/nanny-shares/calculator" element={<ShareSplitCalculator />} />
              <Route path="/create-profile" element={<CreateProfile />} />
              <Route path="/candidates" element={<Candidates />} />
              <Route path="/post-job-family" element={<PostJobFamily />} />
              <Route path="/payment-success" element={<PaymentSuccess />} />
              <Route path="/jobs" element={<Jobs />} />
              <Route path="/jobs/:jobId" element={<JobPage />} />
              <Route path="/payment-cancelled" element={<PaymentCancelled />} />
              <Route path="/post-job-agency" element={<PostJobAgency />} />
              <Route path="/agency-subscription-success" element={<SubscriptionSuccess />} />
              <Route path="/agency-subscription-cancelled" element={<SubscriptionCancelled />} />
              <Route path="/admin/reports" element={<AdminReports />} />
              <Route path="/admin/deletions" element={<AdminDeletions />} />
              <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribe />} />
              <Route path="/account" element={<Account />} />
              <Route path="/account/two-factor" element={<TwoFactor />} />
              <Route path="/account-deleted" element={<AccountDeleted />} />
              <Route path="/my-applications" element={<MyApplications />} />
              <Route path="/saved-jobs" element={<SavedJobs />} />
              <Route path="/my-jobs" element={<MyJobs />} />
              <Route path="/my-jobs/:jobId" element={<MyJob />} />
              <Route path="/still-hiring" element={<StillHiring />} />
              <Route path="/account/moderation" element={<AccountModeration />} />
              <Route path="/account/record" element={<AccountRecord />} />
              <Route path="/admin/appeals" element={<AdminAppeals />} />
              <Route path="/account/complaints" element={<AccountComplaints />} />
              <Route path="/admin/complaints" element={<AdminComplaints />} />
              <Route path="/accessibility" element={<Accessibility />} />
              <Route path="/account/verification" element={<AccountVerification />} />
              <Route path="/reference" element={<Reference />} />
              <Route path="/admin/verifications" element={<AdminVerifications />} />
              <Route path="/admin/verifications/:nannyId" element={<AdminVerificationFile />} />
              <Route path="/messages" element={<Messages />} />
              <Route path="/messages/guest" element={<GuestConversation />} />
              <Route path="/messages/:conversationId" element={<Conversation />} />
              <Route path="/review-policy" element={<ReviewPolicy />} />
              <Route path="/offers/:jobId/:nannyId" element={<Offer />} />
              <Route path="/account/offers" element={<AccountOffers />} />
              <Route path="/interviews" element={<Interviews />} />
              <Route path="/interviews/new/:jobId/:nannyId" element={<ProposeInterview />} />
              <Route path="/account/reviews" element={<AccountReviews />} />
              <Route path="/account/alerts" element={<AccountAlerts />} />
              <Route path="/alerts/stop" element={<AlertStop />} />
              <Route path="/email/stop" element={<EmailStop />} />
              <Route path="/nanny-shares" element={<NannyShares />} />
              <Route path="/nanny-shares/:shareId" element={<NannyShare />} />
              {NOT_YET_OPEN.map(({ path, title, purpose }) => (
                <Route key={path} path={path} element={<NotYetOpen title={title} purpose={purpose} />} />
              ))}
              {/* The landing page's pricing buttons link to these older addresses. */}
              <Route path="/job-post-family" element={<Navigate to="/post-job-family" replace />} />
              <Route path="/job-post-agency" element={<Navigate to="/post-job-agency" replace />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
