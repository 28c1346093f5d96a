import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from '../../lambdas/domain/mailbox.ts';

/**
 * A referee must be someone else: two spellings of one mailbox compare equal, by each provider's own
 * rules (domain/mailbox.ts), and addresses that may be two people stay apart.
 */
describe('the mailbox an address delivers to', () => {
  it('ignores case, and a +tag on every domain', () => {
    expect(mailboxOf('Ann@Example.COM')).toBe('ann@example.com');
    expect(mailboxOf('  ann@example.com ')).toBe('ann@example.com');
    expect(mailboxOf('ann+ref@x.com')).toBe('ann@x.com');
    expect(mailboxOf('ann+ref+more@childcare.co.uk')).toBe('ann@childcare.co.uk');
    expect(sameMailbox('ANN+1@x.com', 'ann+2@X.com')).toBe(true);
  });

  it('ignores dots in a Gmail name, and googlemail.com is gmail.com', () => {
    expect(mailboxOf('Her.Name+x@gmail.com')).toBe('hername@gmail.com');
    expect(sameMailbox('Her.Name+x@gmail.com', 'hername@gmail.com')).toBe(true);
    expect(sameMailbox('h.e.r.name@googlemail.com', 'HerName@gmail.com')).toBe(true);
  });

  it('knows iCloud’s and Proton’s domains are one account name each, and Proton ignores . - _', () => {
    expect(sameMailbox('ann@me.com', 'ann@icloud.com')).toBe(true);
    expect(sameMailbox('ann@mac.com', 'Ann+x@icloud.com')).toBe(true);
    expect(sameMailbox('ann.lee@protonmail.com', 'ann_lee@proton.me')).toBe(true);
    expect(sameMailbox('ann-lee@pm.me', 'annlee@protonmail.ch')).toBe(true);
    expect(sameMailbox('ann@hotmail.com', 'ann+ref@hotmail.com')).toBe(true);
  });

  it('keeps apart what may be two people', () => {
    // Dots count on a domain whose rules are unknown (and on Outlook.com): two colleagues.
    expect(sameMailbox('a.b@company.com', 'ab@company.com')).toBe(false);
    expect(sameMailbox('a.b@outlook.com', 'ab@outlook.com')).toBe(false);
    // Outlook.com and Hotmail are different names; so are gmail.com and a company's Google domain.
    expect(sameMailbox('ann@outlook.com', 'ann@hotmail.com')).toBe(false);
    expect(sameMailbox('an.n@company.com', 'ann@gmail.com')).toBe(false);
    // A hyphen in a Yahoo name is part of it.
    expect(mailboxOf('mary-jane@yahoo.co.uk')).toBe('mary-jane@yahoo.co.uk');
    expect(sameMailbox('mary-jane@yahoo.com', 'mary@yahoo.com')).toBe(false);
  });

  it('leaves an address whose name is all tag, or malformed, as typed (lowercased)', () => {
    expect(mailboxOf('+x@gmail.com')).toBe('+x@gmail.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
    expect(mailboxOf('@x.com')).toBe('@x.com');
  });
});
