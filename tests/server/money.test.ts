import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian, hasAtMostTwoDecimals, moneyStringToPaise, paiseToMoneyString, paiseToRupees, rupeesToPaise, taxAt } from '../../src/shared/money.js';
import { orderTotals } from '../../src/shared/order-totals.js';
import { expectedGst } from '../helpers/shop.js';

describe('taxAt: 18% (1800 basis points) of an amount, rounded half up to the paisa', () => {
  const at18Percent = (items: number) => taxAt(items, 1800);

  it.each([
    [0, 0],
    [1, 0], // 0.18 paisa
    [2, 0], // 0.36
    [3, 1], // 0.54
    [24, 4], // 4.32
    [25, 5], // 4.50 exactly: half goes up
    [75, 14], // 13.50 exactly
    [125, 23], // 22.50 exactly
    [175, 32], // 31.50 exactly
    [100, 18],
    [10_000, 1_800], // Rs 100 → Rs 18
    [49_999 * 3, 26_999], // 26999.46
    [1_00_00_000_00, 18_00_00_000], // Rs 1 crore → Rs 18 lakh
    [1_00_00_000_25, 18_00_00_005], // 180000004.5 → up
    [1_00_00_000_24, 18_00_00_004], // 180000004.32 → down
  ])('taxAt(%i, 1800) = %i', (items, gst) => {
    expect(at18Percent(items)).toBe(gst);
  });

  it('rounds x.5 paise up and anything below down, for every subtotal up to Rs 1,000', () => {
    for (let items = 0; items <= 100_000; items++) {
      expect(at18Percent(items)).toBe(Number(expectedGst(items)));
    }
  });

  it('stays exact for very large subtotals (beyond 2^53 / 1800 paise)', () => {
    // These lie where items * 1800 no longer fits a double exactly.
    for (const items of [40_066_592_722_325, 5_004_000_000_025, 99_999_999_999_925, 12_345_678_901_225]) {
      expect(at18Percent(items)).toBe(Number(expectedGst(items)));
    }
    expect(at18Percent(40_066_592_722_325)).toBe(7_211_986_690_019);
  });
});

describe('moneyStringToPaise: the spec’s 2-decimal strings', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['0', 0],
    ['1769.96', 176_996],
    [' 12.00 ', 1200],
    ['999999999999.99', 99_999_999_999_999],
  ])('accepts %j as %i paise', (text, paise) => {
    expect(moneyStringToPaise(text)).toBe(paise);
  });

  it.each(['12.345', '-1', '1e3', 'abc', ' ', '', '12.', '.5', '1,000', '+1', '0x10', 'Infinity', 'NaN', '1 000', '1000000000000'])(
    'rejects %j',
    (text) => {
      expect(moneyStringToPaise(text)).toBeUndefined();
    },
  );
});

describe('rupeesToPaise and friends', () => {
  it('converts rupee numbers with at most 2 decimals', () => {
    expect(rupeesToPaise(12.5)).toBe(1250);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30); // float noise is not a third decimal
    expect(rupeesToPaise(1_00_00_000)).toBe(1_00_00_000_00);
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('rejects a third decimal and non-finite numbers', () => {
    expect(() => rupeesToPaise(12.345)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.005)).toThrow(/2 decimals/);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('hasAtMostTwoDecimals agrees', () => {
    expect(hasAtMostTwoDecimals(12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('paiseToRupees and paiseToMoneyString', () => {
    expect(paiseToRupees(123_450)).toBe(1234.5);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(paiseToMoneyString(123_450)).toBe('1234.50');
    expect(paiseToMoneyString(5)).toBe('0.05');
    expect(paiseToMoneyString(0)).toBe('0.00');
    expect(paiseToMoneyString(100)).toBe('1.00');
    expect(paiseToMoneyString(-250)).toBe('-2.50');
  });
});

describe('formatRupees: the spec’s "Rs x/-" with Indian grouping', () => {
  it.each([
    [0, 'Rs 0/-'],
    [5, 'Rs 0.05/-'],
    [4_550, 'Rs 45.50/-'],
    [49_900, 'Rs 499/-'],
    [1_00_000, 'Rs 1,000/-'],
    [12_34_500, 'Rs 12,345/-'],
    [1_23_456_00, 'Rs 1,23,456/-'],
    [1_23_456_78, 'Rs 1,23,456.78/-'],
    [12_34_567_00, 'Rs 12,34,567/-'],
    [1_00_00_000_00, 'Rs 1,00,00,000/-'],
    [-4_550, '-Rs 45.50/-'],
  ])('formatRupees(%i) = %j', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('groupIndian', () => {
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(12_34_56_789)).toBe('12,34,56,789');
  });
});

describe('orderTotals', () => {
  it('sums the lines, adds each line’s GST rounded on its own (a tax invoice shows tax per line) and zero shipping', () => {
    // Per line: 4.5 paise each, rounded up to 5 + 5 = 10 paise (on the subtotal it would have been 9).
    expect(orderTotals([{ unitPrice: 25, qty: 1 }, { unitPrice: 25, qty: 1 }])).toEqual({
      itemsPrice: 50,
      discountPrice: 0,
      taxPrice: 10,
      shippingPrice: 0,
      totalPrice: 60,
    });
    expect(orderTotals([{ unitPrice: 49_999, qty: 3 }, { unitPrice: 1_250, qty: 2 }])).toEqual({
      itemsPrice: 152_497,
      discountPrice: 0,
      taxPrice: 27_449, // 27449.46
      shippingPrice: 0,
      totalPrice: 179_946,
    });
  });

  it('an empty order costs nothing', () => {
    expect(orderTotals([])).toEqual({ itemsPrice: 0, discountPrice: 0, taxPrice: 0, shippingPrice: 0, totalPrice: 0 });
  });
});
