import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readMessages } from '../../../tests/i18n/message-files';
import { founderVCard, vcardFileName, vcardResponse } from './vcard';

type CardCopy = { role: string; vcardNote: string };

const copyIn = (locale: 'en' | 'es') => (readMessages(locale) as { Card: CardCopy }).Card;

/** Parses the text back with an independent vCard reader, as an address book would. */
function parse(vcard: string) {
  return new ICAL.Component(ICAL.parse(vcard) as unknown[]);
}

const cardUrls = {
  en: { site: 'http://localhost:3000', card: 'http://localhost:3000/jordan-marlowe' },
  es: { site: 'http://localhost:3000/es', card: 'http://localhost:3000/es/jordan-marlowe' },
} as const;

describe.each(['en', 'es'] as const)('the founder vCard (%s)', (locale) => {
  const copy = copyIn(locale);
  const vcard = founderVCard({ locale, jobTitle: copy.role, note: copy.vcardNote });
  const card = parse(vcard);

  it('is a vCard 3.0 with the name, title and organization', () => {
    expect(card.name).toBe('vcard');
    expect(card.getFirstPropertyValue('version')).toBe('3.0');
    expect(card.getFirstPropertyValue('fn')).toBe('Jordan Marlowe');
    expect(card.getFirstPropertyValue('n')).toEqual(['Marlowe', 'Jordan', '', '', '']);
    expect(card.getFirstPropertyValue('title')).toBe(copy.role);
    expect(card.getFirstPropertyValue('org')).toBe('Marlowe Creative Studio');
  });

  it('carries the email and phone as work contacts', () => {
    const email = card.getFirstProperty('email')!;
    expect(email.getFirstValue()).toBe('hello@marlowe.studio');
    expect(email.getParameter('type')).toEqual(['INTERNET', 'WORK', 'PREF']);
    const phone = card.getFirstProperty('tel')!;
    expect(phone.getFirstValue()).toBe('+17575550142');
    expect(phone.getParameter('type')).toEqual(['WORK', 'VOICE', 'PREF']);
  });

  it('links the site and the card in its language', () => {
    const urls = card.getAllProperties('url').map((property) => property.getFirstValue());
    expect(urls).toEqual([cardUrls[locale].site, cardUrls[locale].card]);
  });

  it('keeps the note word for word, commas and accents included', () => {
    expect(card.getFirstPropertyValue('note')).toBe(copy.vcardNote);
  });

  it('folds long lines at 75 octets with CRLF endings', () => {
    expect(vcard.endsWith('END:VCARD\r\n')).toBe(true);
    const lines = vcard.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(vcard.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});

describe('vCard text escaping', () => {
  const unfold = (vcard: string) => vcard.replace(/\r\n /g, '');

  it('round-trips backslashes, commas, line breaks and accents', () => {
    const note = 'Backslash \\, comma, and\na second line: ñ, ü, ¿?';
    const card = parse(founderVCard({ locale: 'en', jobTitle: 'Engineer, consultant', note }));
    expect(card.getFirstPropertyValue('note')).toBe(note);
    expect(card.getFirstPropertyValue('title')).toBe('Engineer, consultant');
  });

  it('escapes semicolons as vCard 3.0 text requires', () => {
    // ical.js leaves `\;` escaped in vCard 3.0 text, so this one is checked on the wire.
    const vcard = founderVCard({ locale: 'en', jobTitle: 'A; B', note: 'x;y' });
    expect(unfold(vcard)).toContain('\r\nTITLE:A\\; B\r\n');
    expect(unfold(vcard)).toContain('\r\nNOTE:x\\;y\r\n');
  });
});

describe('the vCard download', () => {
  it('is UTF-8 text/vcard saved as a named .vcf file', async () => {
    const response = vcardResponse('BEGIN:VCARD\r\nEND:VCARD\r\n');
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="jordan-marlowe.vcf"',
    );
    expect(vcardFileName).toBe('jordan-marlowe.vcf');
    expect(await response.text()).toBe('BEGIN:VCARD\r\nEND:VCARD\r\n');
  });
});
