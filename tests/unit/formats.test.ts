// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTimeRange } from '../../src/config/formats';
import { LANGS } from '../../src/config/languages';
import { currencySign, formatMoney } from '../../src/shared/money/format-money';

const at = (hours: number, minutes = 0) => new Date(Date.UTC(2024, 0, 1, hours, minutes));

describe('one date style per language', () => {
  it('writes English dates the British way, every month in three letters', () => {
    expect(formatDate('2027-03-08', 'en')).toBe('8 Mar 2027');
    expect(formatDate('2027-09-20', 'en')).toBe('20 Sep 2027');
    expect(formatMonth('2024-01-01', 'en')).toBe('Jan 2024');
  });

  it('writes Chinese dates with 年月日, as Hong Kong and the mainland do', () => {
    for (const lang of ['hk', 'cn'] as const) {
      expect(formatDate('2027-03-08', lang)).toBe('2027年3月8日');
      expect(formatMonth('2024-01-01', lang)).toBe('2024年1月');
    }
  });

  it('writes a moment with its date in the same style', () => {
    expect(formatDateTime(Date.UTC(2027, 8, 20, 15, 45), 'en', 'UTC')).toBe('20 Sep 2027, 3:45pm');
    expect(formatDateTime(Date.UTC(2027, 8, 20, 15, 45), 'hk', 'UTC')).toMatch(/^2027年9月20日/);
  });
});

describe('times', () => {
  it('writes English office hours as "10am–7pm"', () => {
    expect(formatTimeRange(at(10), at(19), 'en')).toBe('10am–7pm');
    expect(formatTimeRange(at(9, 30), at(18), 'en')).toBe('9:30am–6pm');
  });

  it('names the hour in Hong Kong and gives minutes on the mainland', () => {
    expect(formatTimeRange(at(10), at(19), 'hk')).toBe('上午10時至晚上7時');
    expect(formatTimeRange(at(10), at(19), 'cn')).toBe('上午10:00至晚上7:00');
  });
});

describe('money', () => {
  it('always names the currency, in whole units grouped by thousands, in every language', () => {
    for (const lang of LANGS) {
      expect(formatMoney(2890, 'USD', lang)).toBe('US$2,890');
      expect(formatMoney(23500, 'HKD', lang)).toBe('HK$23,500');
      expect(currencySign('EUR', lang)).toBe('€');
    }
  });
});
