import { describe, expect, it } from 'vitest';
import {
  familyName,
  partnerNote,
  readsOnly,
  sharedWithText,
} from '../../frontend/src/features/my-jobs/format.ts';

const poster = { role: 'poster' as const, share: { otherFamilyLabel: 'Sam' } };
const partner = { role: 'partner' as const, share: { otherFamilyLabel: 'Hana' } };
const single = { role: 'poster' as const, share: null };

describe('a nanny share’s job on My jobs', () => {
  it('reads only for the partner', () => {
    expect(readsOnly(partner)).toBe(true);
    expect(readsOnly(poster)).toBe(false);
    expect(readsOnly(single)).toBe(false);
  });

  it('names the other family on its row, and who posted it for the partner', () => {
    expect(familyName('Sam')).toBe('Sam’s family');
    expect(sharedWithText(poster)).toBe('Shared with Sam’s family');
    expect(sharedWithText(partner)).toBe('Shared with Hana’s family, who posted it');
    expect(sharedWithText(single)).toBeNull();
  });

  it('tells the partner once, plainly, whose job it is and who answers', () => {
    expect(partnerNote(partner)).toBe(
      'You share this job with Hana’s family, who posted it. You can read every application; Hana’s family answers them.',
    );
    expect(partnerNote(poster)).toBeNull();
    expect(partnerNote(single)).toBeNull();
    expect(partnerNote({ role: 'partner', share: null })).toBe(
      'You share this job with the other family, who posted it. You can read every application; the other family answers them.',
    );
  });
});
