import { MAX_PROBATION_MONTHS } from '@contract/legal/employment.ts';
import { minimumHolidayDays, WEEKDAY_LABELS, WEEKDAYS } from '@contract/offers.ts';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { Check, Radio, Section, type DraftFields } from '@/features/offers/OfferFormParts.tsx';

/** The days she works, her hours, and where. */
export function DaysAndPlaceSection({ draft, errors, id, set, text }: DraftFields) {
  return (
    <Section title="Days, hours and place of work">
      <fieldset aria-describedby={errors.days ? id('days-error') : undefined}>
        <legend className="font-semibold text-slate-900">Days she works</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2" id={id('days')} tabIndex={-1}>
          {WEEKDAYS.map((day) => (
            <Check
              key={day}
              id={id(`day-${day}`)}
              label={WEEKDAY_LABELS[day]}
              checked={draft.days.includes(day)}
              onChange={(on) => set('days', on ? [...draft.days, day] : draft.days.filter((d) => d !== day))}
            />
          ))}
        </div>
        {errors.days && (
          <p id={id('days-error')} className="mt-1 text-sm font-medium text-red-800">
            {errors.days}
          </p>
        )}
      </fieldset>
      <InputField
        label="Hours"
        required
        {...text('hours')}
        hint="For example: 8am to 6pm, with an hour’s break."
      />
      <InputField
        label="Where she works"
        required
        {...text('placeDescription')}
        hint="In general words: “our home”, “our home and the school run”."
      />
      <InputField label="Town" required {...text('town')} />
      <InputField
        label="Postcode district"
        required
        {...text('postcodeDistrict')}
        hint="The first half of the postcode, for example SW4."
      />
      <TextareaField
        label="Full address of the place of work (optional)"
        rows={2}
        {...text('workAddress')}
        hint="Only if you want her statement to give it."
      />
    </Section>
  );
}

/** Holiday, probation, notice both ways, sick pay, pension and the other particulars. */
export function HolidayAndNoticeSection({ draft, errors, id, set, text }: DraftFields) {
  const leastHoliday = draft.startDate ? minimumHolidayDays(draft.days.length, draft.startDate) : 28;
  return (
    <Section title="Holiday, sickness, notice and pension">
      <InputField
        label="Paid holiday, days a year"
        required
        inputMode="decimal"
        {...text('holidayDays')}
        hint={`Bank holidays included. At least ${leastHoliday} days for ${draft.days.length || 'the'} days a week.`}
      />
      <SelectField
        label="Probation"
        id={id('probationMonths')}
        value={draft.probationMonths}
        error={errors.probationMonths}
        onChange={(e) => set('probationMonths', e.target.value)}
      >
        {Array.from({ length: MAX_PROBATION_MONTHS + 1 }, (_, n) => (
          <option key={n} value={String(n)}>
            {n === 0 ? 'None' : `${n} ${n === 1 ? 'month' : 'months'}`}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Notice you give her, in weeks"
        required
        inputMode="numeric"
        {...text('noticeFromEmployerWeeks')}
        hint="At least one week; the law adds a week a year after two years."
      />
      <InputField
        label="Notice she gives you, in weeks"
        required
        inputMode="numeric"
        {...text('noticeFromEmployeeWeeks')}
        hint="At least one week."
      />
      <fieldset>
        <legend className="font-semibold text-slate-900">Sick pay</legend>
        <div className="mt-2 space-y-2">
          <Radio
            id={id('sick-statutory')}
            name={id('sickPay')}
            label="Statutory Sick Pay, from her first day of sickness"
            checked={draft.sickPay === 'statutory'}
            onChange={() => set('sickPay', 'statutory')}
          />
          <Radio
            id={id('sick-enhanced')}
            name={id('sickPay')}
            label="More than Statutory Sick Pay"
            checked={draft.sickPay === 'enhanced'}
            onChange={() => set('sickPay', 'enhanced')}
          />
        </div>
      </fieldset>
      {draft.sickPay === 'enhanced' && (
        <TextareaField
          label="What you pay when she is ill"
          required
          rows={2}
          {...text('sickPayDetails')}
          hint="For example: full pay for 10 days a year."
        />
      )}
      <InputField
        label="Pension scheme (optional)"
        {...text('pensionScheme')}
        hint="She is enrolled automatically if she is eligible; name the scheme once you have chosen it."
      />
      <TextareaField label="Other paid leave (optional)" rows={2} {...text('otherPaidLeave')} />
      <TextareaField label="Other benefits (optional)" rows={2} {...text('otherBenefits')} />
      <TextareaField label="Training you provide or require (optional)" rows={2} {...text('training')} />
    </Section>
  );
}
