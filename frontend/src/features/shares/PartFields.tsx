import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SHARE_MAX_CHILDREN } from '@contract/shares-constants.ts';
import type { Week } from '@contract/week-constants.ts';
import { DistrictPicker } from '@/components/ui/DistrictPicker.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { WeekGrid } from '@/components/ui/WeekGrid.tsx';

/** A family's part of a share, as its form holds it. */
export interface PartForm {
  postcode: string;
  schedule: Week;
  children: number;
  childrenAges: string;
}

/** The fields of a family's part, by their names in the form (and in the server's field messages). */
export const PART_FIELDS = ['part.postcode', 'part.schedule', 'part.children', 'part.childrenAges'] as const;

const CHILDREN = Array.from({ length: SHARE_MAX_CHILDREN }, (_, i) => i + 1);

/**
 * Where, when and whose children: the postcode (kept to its district, as the job form keeps it), the
 * usual week, and the children. Inside a react-hook-form FormProvider whose values hold `part`.
 */
export function PartFields() {
  const { register, control, setValue } = useFormContext<{ part: PartForm }>();
  const { errors } = useFormState({ control });
  const postcode = useWatch({ control, name: 'part.postcode' });
  const part = errors.part;
  return (
    <>
      <InputField
        label="Postcode"
        required
        maxLength={60}
        autoComplete="postal-code"
        autoCapitalize="characters"
        hint="A full postcode or its first half, e.g. SW4. Only the first half (the district) is shown to other families."
        error={part?.postcode?.message}
        {...register('part.postcode')}
      />
      <DistrictPicker
        value={postcode ?? ''}
        onPick={(district) =>
          setValue('part.postcode', district, { shouldValidate: true, shouldDirty: true })
        }
      />
      <Controller
        control={control}
        name="part.schedule"
        render={({ field }) => (
          <WeekGrid
            legend="The days and parts of days you need a nanny"
            hint="Tick each part of each day. Families who need the same days are shown first."
            value={field.value}
            onChange={field.onChange}
            error={part?.schedule?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Number of children"
          required
          error={part?.children?.message}
          {...register('part.children', { valueAsNumber: true })}
        >
          {CHILDREN.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Their ages (optional)"
          maxLength={80}
          hint="e.g. 2 and 4"
          error={part?.childrenAges?.message}
          {...register('part.childrenAges')}
        />
      </div>
    </>
  );
}
