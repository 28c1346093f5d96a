import { NO_SHOW_DISPUTE_PATH } from '@contract/interviews-constants.ts';
import {
  RESPONSIVENESS_LATE_DAYS,
  RESPONSIVENESS_MIN_CASES,
  RESPONSIVENESS_TEXTS,
  RESPONSIVENESS_WINDOW_DAYS,
} from '@contract/responsiveness-constants.ts';
import { List, Prose, TextLink } from '@/components/content/Prose.tsx';
import { RECORD_PATH } from '@/features/responsiveness/format.ts';

const term = 'font-semibold text-slate-900';

/**
 * What the short facts on cards ("Usually replies within a day", "No missed interviews") measure, over
 * what period, from how many cases, and from what: the How it works and Safety pages say it in the
 * same words, with the numbers the product itself uses.
 */
export function ResponsivenessExplained() {
  return (
    <Prose>
      <p>
        Cards on the candidates page and the job board, and a job’s page, can show a few short facts such as “
        {RESPONSIVENESS_TEXTS.replies('day')}” or “{RESPONSIVENESS_TEXTS.noMissed}”. This is exactly what they
        mean.
      </p>
      <List>
        <li>
          <strong className={term}>Replies.</strong> For a nanny, how long she took to answer the first
          message a family or an agency sent her; for a family or an agency, how long they took to answer a
          nanny’s first message. It reads “{RESPONSIVENESS_TEXTS.replies('day')}”, or within 2 days, 3 days or
          a week, or “{RESPONSIVENESS_TEXTS.replies('longer')}”.
        </li>
        <li>
          <strong className={term}>Reading applications.</strong> For a family or an agency, how long after a
          nanny applied they first opened her application (or decided on it without opening it): “
          {RESPONSIVENESS_TEXTS.reads('2days')}”, for example.
        </li>
        <li>
          <strong className={term}>Waiting counts too.</strong> A first message left unanswered, or an
          application left unopened, for {RESPONSIVENESS_LATE_DAYS} days counts from then as more than a week.
        </li>
        <li>
          <strong className={term}>
            Over the last {RESPONSIVENESS_WINDOW_DAYS} days, from at least {RESPONSIVENESS_MIN_CASES} cases.
          </strong>{' '}
          Each figure is the usual time, the middle one of the cases in the last {RESPONSIVENESS_WINDOW_DAYS}{' '}
          days (of an even number, the slower of the two middle ones). With fewer than{' '}
          {RESPONSIVENESS_MIN_CASES} cases nothing is shown, never a guess: a card without these facts says
          nothing bad about anyone.
        </li>
        <li>
          <strong className={term}>“{RESPONSIVENESS_TEXTS.noMissed}”</strong> means at least one interview or
          trial in the last {RESPONSIVENESS_WINDOW_DAYS} days that both sides said happened, and no no-show
          recorded against that person in that time. A no-show overturned on appeal does not count. If someone
          records that you did not come, you can dispute it once, through Account →{' '}
          <TextLink to={NO_SHOW_DISPUTE_PATH}>Moderation</TextLink>.
        </li>
        <li>
          <strong className={term}>Measured from what happens here only.</strong> We count messages and
          applications sent on this site, and interviews and trials arranged here. Nothing outside is checked:
          a call, a text or an email elsewhere is not seen.
        </li>
      </List>
      <p>
        Best-match rankings weigh these facts lightly, and only when a card shows them. You can see your own
        figures, with the cases behind each, in Account → <TextLink to={RECORD_PATH}>My record</TextLink>.
      </p>
    </Prose>
  );
}
