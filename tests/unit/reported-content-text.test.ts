import { describe, expect, it } from 'vitest';
import { applicationKey, readableText } from '../../lambdas/services/reported-content.ts';

describe("the moderator's view of stored text", () => {
  it('reads rich text as lines and bullets, without tags', () => {
    expect(readableText('<p>Calm and <strong>kind</strong>.</p><p>Loves parks.</p>')).toBe(
      'Calm and kind.\n\nLoves parks.',
    );
    expect(readableText('Line one<br>Line two<br/>')).toBe('Line one\nLine two');
    expect(readableText('<p>Skills:</p><ul><li>First aid</li><li>Cooking</li></ul>')).toBe(
      'Skills:\n\n• First aid\n• Cooking',
    );
  });

  it('keeps plain text as it was, angle brackets and ampersands included', () => {
    expect(readableText('Ages < 5 & > 1')).toBe('Ages < 5 & > 1');
    expect(readableText('One paragraph.\n\nAnother one.')).toBe('One paragraph.\n\nAnother one.');
    expect(readableText('  ')).toBe('');
  });

  it('shows markup that was never rendered as nothing runnable', () => {
    expect(readableText('Hi<script>alert(1)</script> there')).toBe('Hi there');
    expect(readableText('<img src=x onerror=alert(1)>Photo')).toBe('Photo');
  });
});

describe('application ids', () => {
  it('are a job id and a nanny id, nothing more', () => {
    expect(applicationKey('job1_nanny1')).toEqual({ pk: 'JOB#job1', sk: 'APP#nanny1' });
    expect(applicationKey('job1')).toBeNull();
    expect(applicationKey('job1_nanny1_x')).toBeNull();
  });
});
