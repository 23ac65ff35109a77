/**
 * GST arithmetic, checked against independent calculations: BigInt tax per line, the GSTN checksum worked
 * by hand on published GSTINs, and amounts in words written out for each order of magnitude.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../../src/shared/amount-in-words.js';
import { gstinCheckCharacter, gstinProblem } from '../../src/shared/gstin.js';
import { findIndianState, INDIAN_STATES, pincodeFitsState } from '../../src/shared/india.js';
import { taxAt } from '../../src/shared/money.js';
import { orderTotals, promotionDiscount, splitTax, spreadDiscount, taxBreakdown, taxLines } from '../../src/shared/order-totals.js';

/** Tax at a percentage (possibly 0.25), half up to the paisa, in BigInt so nothing is lost. */
function expectedTax(paise: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100));
  return Number((BigInt(paise) * hundredths + 5000n) / 10000n);
}

describe('tax per line at each slab, rounded half up to the paisa', () => {
  it.each([0, 0.25, 3, 5, 18, 40])('%s%% on every amount up to Rs 200 matches the BigInt calculation', (rate) => {
    for (let paise = 0; paise <= 20_000; paise += 7) expect(taxAt(paise, Math.round(rate * 100))).toBe(expectedTax(paise, rate));
  });

  it('rounds exact halves up: 0.25% of Rs 2 is half a paisa, 5% of 10 paise is half a paisa', () => {
    expect(taxAt(200, 25)).toBe(1);
    expect(taxAt(10, 500)).toBe(1);
    expect(taxAt(9, 500)).toBe(0);
  });

  it('each line is rounded on its own, and the order tax is their sum', () => {
    // Two lines of 25 paise at 18%: 4.5 paise each, rounded up to 5 each (10), where the subtotal would give 9.
    const lines = [
      { unitPrice: 25, qty: 1, gstRate: 18 },
      { unitPrice: 25, qty: 1, gstRate: 18 },
    ];
    expect(taxLines(lines).map((l) => l.tax)).toEqual([5, 5]);
    expect(orderTotals(lines)).toEqual({ itemsPrice: 50, discountPrice: 0, taxPrice: 10, shippingPrice: 0, totalPrice: 60 });
  });

  it('mixed slabs: a 5% grocery and an 18% gadget', () => {
    const totals = orderTotals([
      { unitPrice: 65_000, qty: 2, gstRate: 5 },
      { unitPrice: 1_49_900, qty: 1, gstRate: 18 },
    ]);
    expect(totals.taxPrice).toBe(expectedTax(1_30_000, 5) + expectedTax(1_49_900, 18));
    expect(totals.totalPrice).toBe(2_79_900 + totals.taxPrice);
  });
});

describe('CGST + SGST within the shop’s state, IGST across states', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [2, 1, 1],
    [101, 50, 51],
    [26_982, 13_491, 13_491],
  ])('%i paise within the state → CGST %i + SGST %i (the odd paisa to SGST)', (tax, cgst, sgst) => {
    expect(splitTax(tax, true)).toEqual({ cgst, sgst, igst: 0 });
    expect(splitTax(tax, false)).toEqual({ cgst: 0, sgst: 0, igst: tax });
  });

  it('the breakdown per rate adds up each line’s split, lowest rate first', () => {
    const lines = taxLines([
      { unitPrice: 1_49_900, qty: 1, gstRate: 18 },
      { unitPrice: 11_250, qty: 3, gstRate: 5 },
      { unitPrice: 333, qty: 1, gstRate: 18 },
    ]);
    const intra = taxBreakdown(lines, true);
    expect(intra.map((r) => r.rate)).toEqual([5, 18]);
    const eighteen = intra[1];
    expect(eighteen.taxable).toBe(1_49_900 + 333);
    const t1 = expectedTax(1_49_900, 18);
    const t2 = expectedTax(333, 18);
    expect(eighteen.cgst).toBe(Math.floor(t1 / 2) + Math.floor(t2 / 2));
    expect(eighteen.cgst + eighteen.sgst).toBe(t1 + t2);
    const inter = taxBreakdown(lines, false);
    expect(inter.every((r) => r.cgst === 0 && r.sgst === 0)).toBe(true);
    expect(inter.reduce((s, r) => s + r.igst, 0)).toBe(lines.reduce((s, l) => s + l.tax, 0));
  });
});

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '29AAGCR4375J1ZU'])('%s is valid', (gstin) => {
    expect(gstinProblem(gstin, gstin.slice(0, 2))).toBeUndefined();
  });

  it('the check character is the GSTN mod-36 checksum (worked by hand for 27AAPFU0939F1Z?)', () => {
    // Values of 2,7,A,A,P,F,U,0,9,3,9,F,1,Z with factors 1,2,1,2,…: each product p adds floor(p/36) + p%36.
    const values = [2, 7, 10, 10, 25, 15, 30, 0, 9, 3, 9, 15, 1, 35];
    const sum = values.reduce((acc, v, i) => {
      const p = v * (i % 2 === 0 ? 1 : 2);
      return acc + Math.floor(p / 36) + (p % 36);
    }, 0);
    expect('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[(36 - (sum % 36)) % 36]).toBe('V');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['27AAPFU0939F1ZW', /check character/],
    ['27AAPFU0939F1Z', /15 characters/],
    ['27AAPFU093XF1ZV', /15 characters/],
    ['2AAAPFU0939F1ZV', /15 characters/],
    ['27aapfu0939f1zv', /15 characters/],
  ])('%s is refused', (gstin, problem) => {
    expect(gstinProblem(gstin, '27')).toMatch(problem);
  });

  it('must belong to the shop’s state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toMatch(/must start with 29/);
  });
});

describe('amounts in words, the Indian way', () => {
  it.each([
    [1, 'One Paisa Only'],
    [75, 'Seventy Five Paise Only'],
    [100, 'Rupees One Only'],
    [1_101, 'Rupees Eleven and One Paisa Only'],
    [99_900, 'Rupees Nine Hundred Ninety Nine Only'],
    [1_00_000, 'Rupees One Thousand Only'],
    [1_20_500_50, 'Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only'],
    [45_67_890_00, 'Rupees Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [12_34_56_789_05, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only'],
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('zero and the round numbers of each place', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(10)).toBe('Ten');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(101_01_01_101)).toBe('One Hundred One Crore One Lakh One Thousand One Hundred One');
  });
});

describe('states and pincodes', () => {
  it('36 states and union territories with distinct GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
  });

  it('finds states however they are typed', () => {
    expect(findIndianState(' karnataka ')?.code).toBe('29');
    expect(findIndianState('Jammu & Kashmir')?.code).toBe('01');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('Atlantis')).toBeUndefined();
  });

  it('a pincode’s postal zone must fit the state', () => {
    const karnataka = findIndianState('Karnataka');
    const puducherry = findIndianState('Puducherry');
    if (!karnataka || !puducherry) throw new Error('missing states');
    expect(pincodeFitsState('560001', karnataka)).toBe(true);
    expect(pincodeFitsState('110001', karnataka)).toBe(false);
    expect(pincodeFitsState('605001', puducherry)).toBe(true);
    expect(pincodeFitsState('533464', puducherry)).toBe(true);
  });
});

describe('a discount spread over the lines before tax', () => {
  /** The same spread worked out independently: exact shares as fractions, then the leftover paise by largest remainder. */
  function expectedSpread(amounts: number[], discount: number): number[] {
    const total = amounts.reduce((s, a) => s + a, 0);
    if (discount >= total) return [...amounts];
    const floors = amounts.map((a) => Math.floor((a * discount) / total));
    const order = amounts.map((a, i) => ({ i, frac: (a * discount) % total })).sort((x, y) => y.frac - x.frac || x.i - y.i);
    let left = discount - floors.reduce((s, f) => s + f, 0);
    for (const { i } of order) if (left-- > 0) floors[i] += 1;
    return floors;
  }

  it('shares add up to the discount exactly, in proportion, never more than a line', () => {
    const cases: [number[], number][] = [
      [[1000, 2000, 3000], 600],
      [[333, 333, 334], 100],
      [[1, 1, 1], 2],
      [[99_999, 1], 50_000],
      [[12_345, 67_890, 11_111], 9_999],
      [[500, 500], 1_000],
    ];
    for (const [amounts, discount] of cases) {
      const shares = spreadDiscount(amounts, discount);
      expect(shares).toEqual(expectedSpread(amounts, discount));
      expect(shares.reduce((s, x) => s + x, 0)).toBe(Math.min(discount, amounts.reduce((s, a) => s + a, 0)));
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(amounts[i]));
    }
  });

  it('random carts: the spread matches the independent calculation', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 500; n++) {
      const amounts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => 1 + Math.floor(random() * 50_000));
      const discount = Math.floor(random() * amounts.reduce((s, a) => s + a, 0) * 1.2);
      expect(spreadDiscount(amounts, discount)).toEqual(expectedSpread(amounts, discount));
    }
  });

  it('a fixed discount larger than the items takes them to zero, never below; tax is then zero', () => {
    const totals = orderTotals([{ unitPrice: 30_000, qty: 1 }, { unitPrice: 20_000, qty: 1, gstRate: 5 }], 80_000);
    expect(totals).toEqual({ itemsPrice: 50_000, discountPrice: 50_000, taxPrice: 0, shippingPrice: 0, totalPrice: 0 });
    expect(promotionDiscount({ kind: 'fixed', value: 80_000 }, 50_000)).toBe(50_000);
  });

  it('GST is charged on each line’s discounted value at its own rate', () => {
    const lines = [
      { unitPrice: 1_00_000, qty: 1, gstRate: 18 },
      { unitPrice: 50_000, qty: 2, gstRate: 5 },
    ];
    const taxed = taxLines(lines, 30_000); // 15% off Rs 2,000
    expect(taxed.map((l) => l.discount)).toEqual([15_000, 15_000]);
    expect(taxed.map((l) => l.tax)).toEqual([expectedTax(85_000, 18), expectedTax(85_000, 5)]);
    expect(orderTotals(lines, 30_000)).toEqual({
      itemsPrice: 2_00_000,
      discountPrice: 30_000,
      taxPrice: expectedTax(85_000, 18) + expectedTax(85_000, 5),
      shippingPrice: 0,
      totalPrice: 1_70_000 + expectedTax(85_000, 18) + expectedTax(85_000, 5),
    });
  });

  it('percentages round half up and stop at the maximum discount', () => {
    expect(promotionDiscount({ kind: 'percent', value: 15 }, 10_010)).toBe(1_502); // 1501.5 → 1502
    expect(promotionDiscount({ kind: 'percent', value: 15 }, 10_000_00)).toBe(1_50_000);
    expect(promotionDiscount({ kind: 'percent', value: 15, maxDiscountPaise: 50_000 }, 10_000_00)).toBe(50_000);
    expect(promotionDiscount({ kind: 'percent', value: 90 }, 1)).toBe(1);
  });
});
