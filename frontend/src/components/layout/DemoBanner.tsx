import { useAuth } from '@/auth/AuthProvider.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

/** A thin, unobtrusive strip saying the site runs on sample data (demo mode only). */
export function DemoBanner() {
  const { demo } = useAuth();
  if (!demo) return null;
  return (
    <aside
      aria-label="Demo mode"
      data-testid="demo-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-sm text-slate-900"
    >
      <strong className="mr-1.5 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide uppercase">
        {DEMO_MESSAGES.bannerTitle}
      </strong>
      {DEMO_MESSAGES.banner}
    </aside>
  );
}
