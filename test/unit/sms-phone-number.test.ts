import { describe, expect, it } from 'vitest';
import { englishOf } from '../../lambdas/core/errors.js';
import { toE164 } from '../../lambdas/core/sms/phone-number.js';
import { isStopReply, replyKeyword } from '../../lambdas/core/sms/stop-words.js';

describe('phone numbers for texts (E.164 from the country’s dial code)', () => {
  it.each([
    ['ZM', '0971 234 567', '971234567', '+260971234567'],
    ['ZM', '971234567', '971234567', '+260971234567'],
    ['ZM', '(097) 123-4567', '971234567', '+260971234567'],
    ['ZM', '+260 97 123 4567', '971234567', '+260971234567'],
    ['ZM', '00260971234567', '971234567', '+260971234567'],
    ['KE', '0712 345678', '712345678', '+254712345678'],
    ['MZ', '84 123 4567', '841234567', '+258841234567'],
    // NANP members carry their area code in the dial code.
    ['AG', '464 1234', '4641234', '+12684641234'],
  ])('%s %s -> %s %s', (country, typed, national, number) => {
    expect(toE164(country, typed)).toEqual({ country, national, number });
  });

  it.each([
    ['ZM', '+27 82 123 4567', 'Use a Zambia number.'],
    ['ZM', '097-12x-4567', 'Use only digits in the phone number.'],
    ['ZM', '0971', 'This phone number has too few or too many digits.'],
    ['ZM', '0971234567890123', 'This phone number has too few or too many digits.'],
    ['QQ', '0971234567', 'Choose a country from the list.'],
  ])('%s %s is refused: %s', (country, typed, error) => {
    const refused = toE164(country, typed);
    expect('error' in refused && englishOf(refused.error)).toBe(error);
  });
});

describe('STOP replies', () => {
  it.each(['STOP', 'stop', 'Stop.', ' stop please', 'STOPALL', 'unsubscribe', 'Arrêt'])(
    '%j stops',
    (text) => expect(isStopReply(text)).toBe(true),
  );
  it.each(['Thanks', 'please stop', 'STOPPED', '', 'START'])('%j does not', (text) =>
    expect(isStopReply(text)).toBe(false),
  );
});

describe('START and HELP replies', () => {
  it.each([
    ['Start', 'start'],
    ['unstop.', 'start'],
    ['HELP me', 'help'],
    ['Aide', 'help'],
    ['yes', undefined],
    ['Restart', undefined],
  ])('%j is %s', (text, keyword) => expect(replyKeyword(text)).toBe(keyword));
});
