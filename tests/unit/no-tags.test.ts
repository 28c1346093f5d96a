import { describe, expect, it } from 'vitest';
import { hasTags } from '../../lambdas/contract/text.ts';
import { plainText } from '../../lambdas/domain/sanitise.ts';

describe('text fields are plain text', () => {
  it('tells a tag from an angle bracket in a sentence', () => {
    for (const tagged of [
      '<b>Ann</b>',
      'Nanny for <twins>',
      '</i>',
      '<script src=x>',
      'a <!-- b',
      '<img/src=x>',
    ])
      expect(hasTags(tagged), tagged).toBe(true);
    for (const plain of ['ages < 5 & > 1', '> 2 years', 'a<5', '<3 kids', '< >', '5 <= 6', 'Zoë 👶'])
      expect(hasTags(plain), plain).toBe(false);
  });

  it('keeps what a one-line field was given, angle brackets in a sentence included', () => {
    expect(plainText('  Kids < 5 &  > 1\u200B ')).toBe('Kids < 5 & > 1');
    expect(plainText('Ages &lt; 5')).toBe('Ages < 5');
    expect(plainText('<b>Amelia</b> Hughes<script>x()</script>')).toBe('Amelia Hughes');
  });

  it('removes markup however many times it was encoded, and cleaning again changes nothing', () => {
    const layered = '&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;Hello';
    const once = plainText(layered);
    expect(once).not.toMatch(/<[a-z]/i);
    expect(plainText(once)).toBe(once);
  });
});
