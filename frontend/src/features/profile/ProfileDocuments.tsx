import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { Section, type SectionProps } from '@/features/profile/ProfileSections.tsx';

/** Her CV, DBS certificate and up to five references. */
export function DocumentsSection({ form, errors }: SectionProps) {
  const { control } = form;
  return (
    <Section title="Document Uploads">
      <Controller
        control={control}
        name="cv"
        render={({ field }) => (
          <FileField
            inputRef={field.ref}
            label="CV"
            required
            hint="PDF, DOC or DOCX, up to 5MB. Signed-in families and agencies can view it."
            purpose="nanny-cv"
            value={field.value}
            onChange={field.onChange}
            error={errors.cv?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="dbs"
        render={({ field }) => (
          <FileField
            inputRef={field.ref}
            label="DBS certificate"
            hint="Optional. A JPG or PNG photo of your certificate, up to 5MB. Uploading it checks nothing by itself: to have our team check it, ask for the DBS certificate check on your Verification page (in your account menu)."
            purpose="nanny-dbs"
            value={field.value}
            onChange={field.onChange}
            error={errors.dbs?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="references"
        render={({ field }) => (
          <div className="space-y-3">
            {field.value.map((ref, i) => (
              <div
                key={ref.key}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
              >
                <span className="min-w-0 flex-1 truncate text-sm">
                  Reference {i + 1}: {ref.name}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove reference ${ref.name}`}
                  onClick={() => field.onChange(field.value.filter((r) => r.key !== ref.key))}
                >
                  Remove
                </Button>
              </div>
            ))}
            {field.value.length < 5 && (
              <FileField
                label={field.value.length ? 'Add another reference' : 'References'}
                hint="Optional. PDF, DOC or DOCX, up to 5MB each (at most 5)."
                purpose="nanny-reference"
                value={null}
                onChange={(ref) => ref && field.onChange([...field.value, ref])}
                error={errors.references?.message}
              />
            )}
          </div>
        )}
      />
    </Section>
  );
}

/** Anything else families should know. */
export function CommentsCard({ form, errors }: SectionProps) {
  const { register } = form;
  return (
    <Card>
      <TextareaField
        label="Additional comments"
        rows={4}
        hint="Optional. Anything else families should know."
        error={errors.additionalComments?.message}
        {...register('additionalComments')}
      />
    </Card>
  );
}
