import { describe, expect, it } from 'vitest';
import { jobDetailsFrom } from '../../lambdas/domain/job-details.ts';
import { plainParagraphs } from '../../lambdas/domain/sanitise.ts';

/** What a person typed, and what is stored and shown back to them. */
const ROUND_TRIPS: Array<[string, string, string]> = [
  ['comparisons and an ampersand', '< 5 & > 1', '< 5 & > 1'],
  ['a heart', 'I <3 little ones & their parents', 'I <3 little ones & their parents'],
  ['quotes and apostrophes', `She said "hello" – it's lovely`, `She said "hello" – it's lovely`],
  ['emoji, with joiners and skin tones', 'Family 👨‍👩‍👧 and 👍🏽 🎉', 'Family 👨‍👩‍👧 and 👍🏽 🎉'],
  ['right-to-left text', 'مرحبا، أنا مربية أطفال', 'مرحبا، أنا مربية أطفال'],
  ['mixed directions with a mark', 'Hebrew: שלום\u200F!', 'Hebrew: שלום\u200F!'],
  [
    'paragraphs',
    'First paragraph.\n\nSecond paragraph.\nA new line.',
    'First paragraph.\n\nSecond paragraph.\nA new line.',
  ],
];

describe('plainParagraphs', () => {
  it.each(ROUND_TRIPS)('keeps %s exactly as typed', (_what, typed, stored) => {
    expect(plainParagraphs(typed)).toBe(stored);
  });

  it('gives its own result back unchanged, so saving again changes nothing', () => {
    const inputs = [
      ...ROUND_TRIPS.map(([, typed]) => typed),
      '<b>x</b> &amp; &lt;b&gt;y&lt;/b&gt;',
      '&amp;lt;script&amp;gt;z',
      '<p>One</p><p>Two<br>three</p><ul><li>a</li><li>b</li></ul>',
      'a\r\n\r\n\r\n\r\nb   \r\nc',
    ];
    for (const input of inputs) {
      const once = plainParagraphs(input);
      expect(plainParagraphs(once), input).toBe(once);
    }
  });

  it('removes markup and keeps its text', () => {
    expect(plainParagraphs('<b>x</b>')).toBe('x');
    expect(plainParagraphs('Loves <strong>forest school</strong> and <i>baking</i>')).toBe(
      'Loves forest school and baking',
    );
    expect(plainParagraphs('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(plainParagraphs('<p onclick="alert(1)" style="color:red">hi</p>')).toBe('hi');
  });

  it('drops scripts, styles and embedded drawings with their content', () => {
    expect(plainParagraphs('Hi<script>alert(1)</script> there')).toBe('Hi there');
    expect(plainParagraphs('<style>p{color:red}</style>Hello')).toBe('Hello');
    expect(plainParagraphs('a<svg onload=alert(1)><text>b</text></svg>c')).toBe('ac');
    expect(plainParagraphs('<img src=x onerror=alert(1)>safe')).toBe('safe');
  });

  it('decodes entities, and removes markup they spelled out', () => {
    expect(plainParagraphs('Art &amp; Crafts')).toBe('Art & Crafts');
    expect(plainParagraphs('caf&eacute; &#8217;til 5&#x27;s')).toBe("café ’til 5's");
    expect(plainParagraphs('&lt;b&gt;bold&lt;/b&gt;')).toBe('bold');
    expect(plainParagraphs('&lt;script&gt;alert(1)&lt;/script&gt;ok')).toBe('ok');
  });

  it('normalises line ends, trailing blanks and blank lines', () => {
    expect(plainParagraphs('a\r\nb\rc')).toBe('a\nb\nc');
    expect(plainParagraphs('a   \nb\t\n')).toBe('a\nb');
    expect(plainParagraphs('a\n\n\n\n\nb')).toBe('a\n\nb');
    expect(plainParagraphs('a\n   \n \n\nb')).toBe('a\n\nb');
    expect(plainParagraphs('\n\n  a\n\n')).toBe('a');
    expect(plainParagraphs('a\u2028b\u2029c')).toBe('a\nb\nc');
    // Indentation inside the text stays.
    expect(plainParagraphs('List:\n  - one\n  - two')).toBe('List:\n  - one\n  - two');
  });

  it('drops the controls that reorder text and invisible control characters, and keeps joiners', () => {
    expect(plainParagraphs('Zoë\u202Eexe.fdp')).toBe('Zoëexe.fdp');
    expect(plainParagraphs('a\u2066b\u2069c')).toBe('abc');
    expect(plainParagraphs('nul\u0000 bell\u0007 esc\u001b')).toBe('nul bell esc');
    expect(plainParagraphs('tab\there')).toBe('tab\there');
    expect(plainParagraphs('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('reads HTML stored by earlier versions as text with paragraphs', () => {
    expect(
      plainParagraphs(
        '<p>Warm, patient nanny. <strong>Paediatric first aid</strong> trained.</p><p>Loves &amp; bakes.</p>',
      ),
    ).toBe('Warm, patient nanny. Paediatric first aid trained.\n\nLoves & bakes.');
    expect(plainParagraphs('<p>Line one<br />line two</p>')).toBe('Line one\nline two');
    expect(plainParagraphs('<p>Experienced with:</p><ul><li>Night care</li><li>Weaning</li></ul>')).toBe(
      'Experienced with:\n\n• Night care\n• Weaning',
    );
    expect(plainParagraphs('<p>&lt; 5 &amp; &gt; 1</p>')).toBe('< 5 & > 1');
  });

  it('gives nothing for markup alone', () => {
    expect(plainParagraphs('<p></p><br><b> </b>')).toBe('');
    expect(plainParagraphs('<script>alert(1)</script>')).toBe('');
  });
});

describe('where it is used', () => {
  it('keeps a job’s description and comments with their paragraphs', () => {
    const details = jobDetailsFrom(
      {
        jobTitle: '<b>Nanny</b> for two',
        location: 'Frome, Somerset',
        postcode: 'BA11 1AA',
        startDate: '2099-01-10',
        daysHours: 'Tue–Thu',
        pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 24, liveIn: false, rota: false },
        jobType: 'part-time',
        jobTypeOther: '',
        childrenAges: '2 & 4',
        description: 'Two boys, ages < 5.\r\n\r\n\r\nWe love <i>the park</i> & books 📚',
        selectedLanguages: [],
        selectedRequirements: [],
        contactEmail: 'family@example.com',
        additionalComments: 'Parking on site.\nNo pets.',
      },
      new Date('2098-12-01T00:00:00Z'),
      true,
    );
    expect(details).toMatchObject({
      title: 'Nanny for two',
      description: 'Two boys, ages < 5.\n\nWe love the park & books 📚',
      additionalComments: 'Parking on site.\nNo pets.',
    });
  });
});
