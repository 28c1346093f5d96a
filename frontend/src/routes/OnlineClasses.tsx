import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { COMMUNITY_MESSAGES } from '@contract/community-constants.ts';
import { ApiError } from '@/api/client.ts';
import { joinClassesWaitlist } from '@/features/community/api.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { AwardIcon } from '@/components/ui/icons/AwardIcon.tsx';
import { BookIcon } from '@/components/ui/icons/BookIcon.tsx';
import { ChatIcon } from '@/components/ui/icons/ChatIcon.tsx';
import { ClockIcon } from '@/components/ui/icons/ClockIcon.tsx';
import { HeartIcon } from '@/components/ui/icons/HeartIcon.tsx';
import { HomeIcon } from '@/components/ui/icons/HomeIcon.tsx';
import { UsersIcon } from '@/components/ui/icons/UsersIcon.tsx';
import { VideoIcon } from '@/components/ui/icons/VideoIcon.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { BackButton } from '@/components/layout/BackButton.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

/** The launch course: 6 weeks at 2 hours per week. */
const COURSE_WEEKS = 6;
const COURSE_HOURS_PER_WEEK = 2;

const audiences: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'For Families',
    text: 'Understand how your child grows and learns, feel confident about safety at home and know what to look for when working with a nanny.',
    icon: <HomeIcon />,
  },
  {
    title: 'For Nannies',
    text: 'Refresh your skills with practical, up-to-date lessons and earn a certificate of completion to show the families you work with.',
    icon: <HeartIcon />,
  },
  {
    title: 'Learn Together',
    text: 'Families and nannies can take a course side by side to agree routines, share expectations and start off on the same page.',
    icon: <UsersIcon />,
  },
];

const expectations: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Live Sessions',
    text: 'Interactive online sessions with experienced childcare professionals, with time for your questions.',
    icon: <VideoIcon />,
  },
  {
    title: 'Self-Paced Learning',
    text: 'Short lessons to watch whenever it suits you, on your phone, tablet or computer.',
    icon: <ClockIcon />,
  },
  {
    title: 'Certificates',
    text: 'A certificate of completion when you finish a course.',
    icon: <AwardIcon />,
  },
  {
    title: 'Community',
    text: 'Swap ideas and support with other parents and nannies taking the same course.',
    icon: <ChatIcon />,
  },
];

const curriculum: Array<{ title: string; text: string }> = [
  {
    title: 'Child Development',
    text: 'Milestones from birth to five, how young children learn, and when to seek advice.',
  },
  {
    title: 'Safeguarding',
    text: 'Recognising the signs that a child may be at risk, what to do, who to tell and how to keep records.',
  },
  {
    title: 'First Aid Awareness',
    text: 'Common childhood illnesses and injuries, when to call 111 or 999, and keeping the home safe.',
  },
  {
    title: 'Nutrition & Mealtimes',
    text: 'Balanced meals, allergies and intolerances, fussy eating and preparing food safely.',
  },
  {
    title: 'Play & Learning',
    text: 'Age-appropriate activities, outdoor play, screen time, and early reading and numbers through play.',
  },
  {
    title: 'Communication with Parents',
    text: 'Handovers and daily notes, agreeing boundaries, and handling difficult conversations with care.',
  },
];

const WAITLIST_FAILED_TITLE = 'Could not join the waitlist';
const WAITLIST_FAILED = 'Something went wrong on our side. Please try again in a moment.';

/** An email field and a button: POST /waitlist, then the field clears ('joined' or 'already-joined' alike). */
function WaitlistForm({
  label,
  action,
  tone = 'light',
}: {
  label: string;
  action: string;
  tone?: 'light' | 'dark';
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!value) {
      notify.error(COMMUNITY_MESSAGES.waitlistEmailTitle, COMMUNITY_MESSAGES.waitlistEmail);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await joinClassesWaitlist(value);
      notify.success(COMMUNITY_MESSAGES.waitlistJoinedTitle, COMMUNITY_MESSAGES.waitlistJoined);
      setEmail('');
      setError(null);
    } catch (err) {
      logFailure('Joining the waitlist failed', err);
      const fieldMessage = err instanceof ApiError && err.status === 400 ? err.fields.email : undefined;
      if (fieldMessage) {
        setError(fieldMessage);
        notify.error(WAITLIST_FAILED_TITLE, fieldMessage);
      } else {
        notify.error(
          WAITLIST_FAILED_TITLE,
          err instanceof ApiError && (err.status === 0 || err.status === 429) ? err.message : WAITLIST_FAILED,
        );
      }
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="w-full max-w-xl"
      aria-busy={busy || undefined}
    >
      <label
        htmlFor={inputId}
        className={
          tone === 'dark'
            ? 'block text-sm font-medium text-white'
            : 'block text-sm font-medium text-slate-900'
        }
      >
        {label}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          className={cn(CONTROL_CLASS, tone === 'dark' && 'focus-visible:outline-white')}
        />
        <Button
          type="submit"
          variant={tone === 'dark' ? 'accent' : 'primary'}
          size="lg"
          className={cn('shrink-0', tone === 'dark' && 'focus-visible:outline-white')}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? 'Joining...' : action}
        </Button>
      </div>
      {error && (
        <p
          id={errorId}
          className={cn('mt-2 text-sm font-medium', tone === 'dark' ? 'text-white' : 'text-red-700')}
        >
          {error}
        </p>
      )}
    </form>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      {children}
    </span>
  );
}

export default function OnlineClasses() {
  usePageTitle('Online Classes');
  return (
    <>
      <section aria-labelledby="classes-title" className="bg-linear-to-b from-brand-50 via-white to-white">
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
          <BackButton />
          <div className="mt-6 max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white">
              Coming Soon
            </p>
            <h1
              id="classes-title"
              className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              Online childcare classes
            </h1>
            <p className="mt-5 text-lg text-slate-700">
              Practical, friendly courses for families and nannies. Join live sessions or learn at your own
              pace — wherever you are in the UK. Leave your email and we’ll let you know when classes open.
            </p>
            <div className="mt-8">
              <WaitlistForm label="Email address" action="Notify Me" />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="classes-audience" className="bg-white py-16">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <h2 id="classes-audience" className="text-3xl font-bold tracking-tight text-slate-900">
            Who it’s for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {audiences.map((audience) => (
              <li key={audience.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <IconBadge>{audience.icon}</IconBadge>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{audience.title}</h3>
                <p className="mt-2 text-slate-700">{audience.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="classes-expect" className="bg-slate-50 py-16">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <h2 id="classes-expect" className="text-3xl font-bold tracking-tight text-slate-900">
            What to expect
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {expectations.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <IconBadge>{item.icon}</IconBadge>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="classes-course" className="bg-white py-16">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
            <div>
              <h2 id="classes-course" className="text-3xl font-bold tracking-tight text-slate-900">
                Our launch course
              </h2>
              <h3 className="mt-4 text-xl font-semibold text-brand-800">
                Foundations of Confident Childcare
              </h3>
              <p className="mt-3 text-slate-700">
                A practical introduction for parents and nannies alike, covering the essentials of caring for
                young children safely and well.
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-4">
                <div className="rounded-xl bg-brand-50 p-4">
                  <dt className="text-sm text-slate-700">Length</dt>
                  <dd className="text-2xl font-bold text-slate-900">{COURSE_WEEKS} weeks</dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-4">
                  <dt className="text-sm text-slate-700">Time</dt>
                  <dd className="text-2xl font-bold text-slate-900">
                    {COURSE_HOURS_PER_WEEK} hours per week
                  </dd>
                </div>
              </dl>
              <p className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
                <BookIcon className="size-5 shrink-0 text-amber-800" />
                <span>
                  First aid and safeguarding weeks build awareness. They don’t replace an accredited
                  paediatric first aid course or formal safeguarding training.
                </span>
              </p>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">Weekly curriculum</h3>
              <ol className="mt-4 space-y-4">
                {curriculum.map((week, index) => (
                  <li
                    key={week.title}
                    className="rounded-2xl border-l-4 border-brand-700 bg-slate-50 p-4 pl-5"
                  >
                    <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                      Week {index + 1}
                    </p>
                    <p className="mt-1 font-semibold text-slate-900">{week.title}</p>
                    <p className="mt-1 text-slate-700">{week.text}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="classes-waitlist" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 text-center sm:px-6">
          <h2 id="classes-waitlist" className="text-3xl font-bold tracking-tight">
            Be the first to know
          </h2>
          <p className="mt-4 text-lg text-brand-50">
            Join the waitlist and we’ll email you as soon as enrolment opens for our launch course.
          </p>
          <div className="mt-8 w-full text-left sm:flex sm:justify-center">
            <WaitlistForm label="Your email address" action="Join Waitlist" tone="dark" />
          </div>
        </div>
      </section>
    </>
  );
}
