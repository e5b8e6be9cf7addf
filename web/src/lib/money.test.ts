// @vitest-environment node
// casino-core writes every number and amount of the site (CLDR): here its WebAssembly build is
// held to what the JavaScript engine's own `Intl.NumberFormat` writes, byte for byte (narrow and
// plain no-break spaces, the minus sign U+2212, Indian grouping), for every language of the site
// and every currency it offers.
import { afterEach, describe, expect, it } from 'vitest';
import { coreFromDisk } from '../test/wasm';
import { LOCALES } from '../i18n/locales';
import { formatDecimal, formatMoney, formatPercent, formatPlain, formatSignedMoney } from './money';
import { setPageLanguage } from './pageLanguage';

const wasm = coreFromDisk();
const CURRENCIES = ['EUR', 'USD', 'INR'];
// As the API sends amounts: decimal strings. Intl reads a string as the exact decimal it writes.
const AMOUNTS = ['0', '0.01', '0.5', '5', '999.99', '1000', '1500', '12345.67', '100000', '1234567.89', '-0.01', '-5', '-1500', '-12345.67', '-1234567.89'];
const PERCENTS = ['0', '1.5', '49.5', '98.99', '100', '12345.6', '-5'];

const intlMoney = (lang: string, currency: string, amount: string) =>
  // The string overload of `format` (Intl.NumberFormat v3) is missing from TypeScript's lib.
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount as unknown as number);

afterEach(() => setPageLanguage('fr'));

describe('money as each language writes it', () => {
  const cases = LOCALES.flatMap((l) => CURRENCIES.map((c) => [l.lang, c] as const));

  it.each(cases)('%s %s is Intl.NumberFormat', (lang, currency) => {
    const ours = AMOUNTS.map((a) => wasm.format_money(a, currency, lang).value);
    expect(ours).toEqual(AMOUNTS.map((a) => intlMoney(lang, currency, a)));
  });

  it.each(LOCALES.map((l) => [l.lang]))('%s: plain amounts and percentages are Intl.NumberFormat', (lang) => {
    const plain = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(AMOUNTS.map((a) => wasm.format_amount(a, lang).value)).toEqual(AMOUNTS.map((a) => plain.format(a as unknown as number)));
    const percent = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Intl's percent style takes a fraction (0.9899); casino-core takes the percent (98.99).
    const fraction = (p: string) => percent.format(`${p}E-2` as unknown as number);
    expect(PERCENTS.map((p) => wasm.format_percent(p, 2, lang).value)).toEqual(PERCENTS.map(fraction));
    const four = new Intl.NumberFormat(lang, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    expect(wasm.format_decimal('1.0102', 4, lang).value).toBe(four.format('1.0102' as unknown as number));
  });

  it('French writes a thousand and a half with narrow and plain no-break spaces', () => {
    expect(wasm.format_money('1500', 'EUR', 'fr').value).toBe('1\u202f500,00\u00a0€');
    expect(wasm.format_money('-150000', 'INR', 'hi').value).toBe('-₹1,50,000.00');
    expect(wasm.format_money('-1500', 'EUR', 'nb').value).toBe('\u22121\u00a0500,00\u00a0€');
  });

  it('an unknown language or currency is refused, not guessed', () => {
    expect(wasm.format_money('1', 'EUR', 'xx').ok).toBe(false);
    expect(wasm.format_money('1', 'GBP', 'en').ok).toBe(false);
  });
});

describe('lib/money writes in the page language', () => {
  it('follows the language the page is set to', () => {
    setPageLanguage('fr');
    expect(formatMoney(wasm, '1500', 'EUR')).toBe('1\u202f500,00\u00a0€');
    expect(formatSignedMoney(wasm, '12', 'EUR')).toBe('+12,00\u00a0€');
    expect(formatPercent(wasm, '98.99', 2)).toBe('98,99\u00a0%');
    expect(formatDecimal(wasm, '1.0102', 4)).toBe('1,0102');
    setPageLanguage('en');
    expect(formatMoney(wasm, '1500', 'EUR')).toBe('€1,500.00');
    expect(formatSignedMoney(wasm, '-8.5', 'USD')).toBe('-$8.50');
    expect(formatPlain(wasm, '1234.5')).toBe('1,234.50');
    expect(formatPercent(wasm, '98.99', 2)).toBe('98.99%');
  });

  it('shows the API string until the module is here', () => {
    expect(formatMoney(null, '1500.00', 'EUR')).toBe('1500.00 EUR');
  });
});
