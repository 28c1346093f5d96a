import {
  REVIEW_EDIT_HOURS,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '@contract/reviews-constants.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { EmailLink, List, Prose, TextLink } from '@/components/content/Prose.tsx';
import { ContentSection } from '@/components/content/Sections.tsx';

const term = 'font-semibold text-slate-900';

/**
 * The review policy: who may review a nanny, when and for how long, her reply, how fake reviews are kept
 * out, what moderators remove and how to report or appeal. It says only what the product does: each
 * rule here is enforced by the server (lambdas/domain/reviews.ts).
 */
export default function ReviewPolicy() {
  usePageTitle('Review Policy');
  return (
    <PageShell
      title="Review Policy"
      intro={
        <p>
          Reviews help families choose a nanny, so they must be real. Every review on Nanny Marketplace comes
          from a family or agency that hired the nanny through us. This page explains how that works.
        </p>
      }
    >
      <div className="space-y-12">
        <ContentSection id="who-can-review" title="Who can write a review">
          <Prose>
            <List>
              <li>
                <strong className={term}>Only the poster who hired her here.</strong> A review can be written
                only by the family or agency account that posted a job on Nanny Marketplace (a paid job post,
                or one covered by an agency subscription), received the nanny's application to it, and marked
                her as hired.
              </li>
              <li>
                <strong className={term}>Only after the start date.</strong> Reviewing opens the day after the
                job's start date (UK time), so a review is about work that has begun.
              </li>
              <li>
                <strong className={term}>One review per hire.</strong> Each hire can be reviewed once. Sending
                the same review twice stores it once.
              </li>
              <li>
                <strong className={term}>No self-reviews.</strong> Nobody can review themselves, and a nanny
                cannot review, rate, hide or remove reviews of her own profile.
              </li>
            </List>
            <p>
              A review has a rating from 1 to 5 whole stars and between {REVIEW_TEXT_MIN} and{' '}
              {REVIEW_TEXT_MAX} characters of plain text. It shows the author's first name (an agency's name
              for an agency), the month and year it was written and the words "Hired through Nanny
              Marketplace". We never show the author's surname or email address.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="changing-a-review" title="Changing a review">
          <Prose>
            <p>
              The author can change the rating and the words for {REVIEW_EDIT_HOURS} hours after first writing
              the review, for example to correct a mistake. After that it can no longer be changed by anyone,
              including the author and the nanny. A changed review is marked "Edited".
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="replies" title="The nanny's reply">
          <Prose>
            <p>
              The nanny can reply to each review once, publicly, in up to {REVIEW_REPLY_MAX} characters, from
              the Reviews page of her account. Her reply appears under the review and cannot be changed
              afterwards.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="ratings" title="How the rating is worked out">
          <Prose>
            <p>
              The rating on a nanny's profile is the average of the stars of her reviews that are shown,
              rounded to one decimal place, with the number of those reviews beside it. It is updated at the
              same moment as each review is written, changed, hidden or shown again. A nanny with no reviews
              has no rating: we never show zero stars or a made-up number. The order of the candidates page
              follows these ratings.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="fake-reviews" title="How we keep fake reviews out">
          <Prose>
            <List>
              <li>
                <strong className={term}>Only verifiable hires.</strong> The product lets someone review only
                when its own records show they posted the job and hired the nanny through it, as explained
                above.
              </li>
              <li>
                <strong className={term}>We never pay for, reward or filter reviews.</strong> We do not pay or
                offer anything for a review, we do not ask only happy customers to write one (every poster who
                hired through us can write one, in the same way), and we never buy reviews or write reviews
                ourselves.
              </li>
              <li>
                <strong className={term}>Negative reviews stay.</strong> We do not remove or hide a review
                because it is negative, or because the nanny would rather it were not there. She can reply to
                it.
              </li>
              <li>
                <strong className={term}>Reports are read by people.</strong> Anyone can report a review with
                the Report flag next to it. A moderator reads every report.
              </li>
            </List>
          </Prose>
        </ContentSection>

        <ContentSection id="moderation" title="What moderators remove">
          <Prose>
            <p>
              A moderator may hide a review, together with its reply, that breaks these rules. To flag a
              reply, report the review it answers. We hide a review that:
            </p>
            <List>
              <li>is unlawful, for example defamatory or discriminatory;</li>
              <li>is abusive, threatening or harassing;</li>
              <li>
                contains personal data, such as a child's name or school, an address, a phone number or an
                email address;
              </li>
              <li>is off-topic: not about the nanny's work for the person who hired her;</li>
              <li>
                was written with a conflict of interest, for example by someone related to the nanny, or to
                harm a competitor;
              </li>
              <li>appears to be fake or not based on a real experience of the hire.</li>
            </List>
            <p>
              A hidden review leaves the nanny's public reviews and no longer counts toward her rating. We
              email its author what was hidden and why, and they can appeal once from Account → Moderation. If
              the appeal succeeds, the review is shown and counted again at once.
            </p>
          </Prose>
        </ContentSection>

        <ContentSection id="report-or-appeal" title="Reporting a review and appealing a decision">
          <Prose>
            <p>
              To report a review, open the nanny's reviews from the rating on her profile and use the Report
              flag beside it. Our <TextLink to="/terms#reporting">Terms of Service</TextLink> explain how
              reports, complaints and appeals work. You can also email us at <EmailLink />.
            </p>
            <p>
              When the author or the nanny deletes their account, the review and its reply are deleted and her
              rating is worked out again without it. Our <TextLink to="/privacy">Privacy Policy</TextLink>{' '}
              says how long we keep reviews.
            </p>
          </Prose>
        </ContentSection>
      </div>
    </PageShell>
  );
}
