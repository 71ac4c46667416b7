import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  destinationOf,
  EU_STANDARD_VAT_BP,
  quote,
  refundOfUnits,
  sameCharges,
  servedCountries,
  shipsTo,
  shopperVatOf,
  shownListPrice,
  shippingCents,
  shownBreakdown,
  shownCents,
  shownUnitPrice,
  zoneOf,
  EU_COUNTRIES,
  type ParcelLine,
  type ServedQuote,
  type ShippingSettings,
  type TaxSettings,
} from './shipping';

const shipping: ShippingSettings = {
  otherCountries: 'unserved',
  zones: [
    { id: 'us', name: 'United States', countries: ['US'], rate: { kind: 'flat', cents: 800, freeAboveCents: 15_000 } },
    { id: 'us-remote', name: 'Alaska and Hawaii', countries: ['US'], regions: ['AK', 'HI'], rate: { kind: 'flat', cents: 2500 } },
    { id: 'eu', name: 'European Union', countries: ['DE', 'FR'], rate: { kind: 'weight', firstKgCents: 1200, perKgCents: 400 } },
    { id: 'cn', name: 'China', countries: ['CN'], rate: { kind: 'per-item', firstCents: 500, additionalCents: 150 } },
    { id: 'jp', name: 'Japan', countries: ['JP'], rate: { kind: 'weight', firstKgCents: 1000, perKgCents: 300, freeAboveCents: 30_000 } },
    { id: 'ru', name: 'Russia', countries: ['RU'], rate: null },
  ],
};
const taxes: TaxSettings = {
  vatRates: { ...EU_STANDARD_VAT_BP },
  salesTax: { CA: { rateBp: 725, shippingTaxable: false }, NY: { rateBp: 888, shippingTaxable: true } },
  iossNumber: 'IM2760000001',
  iossLimitCents: 16_000,
};
const at = (country: string, province = '') => ({ country, province });
const served = (q: ReturnType<typeof quote>) => {
  if (!q.served) throw new Error('not served');
  return q;
};
const base = { shipping, taxes, flatFeeCents: 800 };
const figure = (unitCents: number, quantity = 1, weightGrams = 600): ParcelLine => ({ unitCents, quantity, weightGrams });

describe('zones', () => {
  it('reads countries and US states as written', () => {
    expect(destinationOf(at('United States', 'California'))).toEqual({ country: 'US', region: 'CA' });
    expect(destinationOf(at('usa', 'ny'))).toEqual({ country: 'US', region: 'NY' });
    expect(destinationOf(at('Germany', 'Bayern'))).toEqual({ country: 'DE', region: 'BAYERN' });
    expect(destinationOf(at('中国', '上海'))).toMatchObject({ country: 'CN' });
  });

  it('a zone naming the region wins over the country’s; an unserved zone and an unknown country are refused', () => {
    expect(zoneOf(shipping, destinationOf(at('US', 'Hawaii')), 800)).toMatchObject({ served: true, zone: { id: 'us-remote' } });
    expect(zoneOf(shipping, destinationOf(at('US', 'CA')), 800)).toMatchObject({ served: true, zone: { id: 'us' } });
    expect(zoneOf(shipping, destinationOf(at('Russia')), 800)).toMatchObject({ served: false, country: 'RU' });
    expect(zoneOf(shipping, destinationOf(at('Brazil')), 800)).toMatchObject({ served: false, country: 'BR' });
    expect(zoneOf({ ...shipping, otherCountries: 'flat-fee' }, destinationOf(at('Brazil')), 800)).toMatchObject({
      served: true,
      rate: { kind: 'flat', cents: 800 },
    });
  });
});

describe('served countries (decision 058)', () => {
  const codes = ['BR', 'CN', 'DE', 'FR', 'JP', 'RU', 'US'];
  it('lists the countries some address in which is served, as zoneOf serves addresses', () => {
    expect(servedCountries(shipping, codes)).toEqual({ served: ['CN', 'DE', 'FR', 'JP', 'US'], everywhereElse: false });
    const flat = { ...shipping, otherCountries: 'flat-fee' as const };
    expect(servedCountries(flat, codes)).toEqual({ served: ['BR', 'CN', 'DE', 'FR', 'JP', 'US'], everywhereElse: true });
  });

  it('a zone of some US states serves the US; a refused state does not unserve it; a refused country is not served', () => {
    const states: ShippingSettings = {
      otherCountries: 'unserved',
      zones: [{ id: 'west', name: 'West', countries: ['US'], regions: ['CA', 'OR'], rate: { kind: 'flat', cents: 500 } }],
    };
    expect(servedCountries(states, codes).served).toEqual(['US']);
    const allButHawaii: ShippingSettings = {
      otherCountries: 'unserved',
      zones: [
        { id: 'hi', name: 'Hawaii', countries: ['US'], regions: ['HI'], rate: null },
        { id: 'us', name: 'US', countries: ['US'], rate: { kind: 'flat', cents: 500 } },
      ],
    };
    expect(servedCountries(allButHawaii, codes).served).toEqual(['US']);
    const none: ShippingSettings = { otherCountries: 'flat-fee', zones: [{ id: 'us', name: 'US', countries: ['US'], rate: null }] };
    expect(servedCountries(none, codes)).toEqual({ served: ['BR', 'CN', 'DE', 'FR', 'JP', 'RU'], everywhereElse: true });
  });

  it('agrees with the rule an address is refused by, for any zones', () => {
    const zone = fc.record({
      countries: fc.subarray(codes, { minLength: 1 }),
      regions: fc.option(fc.subarray(['CA', 'HI', 'NY']), { nil: undefined }),
      served: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(zone, { maxLength: 4 }), fc.boolean(), (zones, flat) => {
        const settings: ShippingSettings = {
          otherCountries: flat ? 'flat-fee' : 'unserved',
          zones: zones.map((z, i) => ({ id: `z${i}`, name: `z${i}`, ...z, rate: z.served ? { kind: 'flat', cents: 100 } : null })),
        };
        const answer = servedCountries(settings, codes);
        for (const country of codes) {
          const someAddress = ['', 'CA', 'HI', 'NY', 'TX'].some((province) => shipsTo(settings, at(country, province)));
          expect(answer.served.includes(country)).toBe(someAddress);
        }
      }),
    );
  });
});

describe('rates: one parcel per order', () => {
  it('flat, free above the threshold', () => {
    expect(shippingCents({ kind: 'flat', cents: 800, freeAboveCents: 15_000 }, [figure(14_999)])).toBe(800);
    expect(shippingCents({ kind: 'flat', cents: 800, freeAboveCents: 15_000 }, [figure(5000, 3)])).toBe(0);
  });
  it('per item: the first, then each further one', () => {
    expect(shippingCents({ kind: 'per-item', firstCents: 500, additionalCents: 150 }, [figure(100, 2), figure(100)])).toBe(800);
  });
  it('by weight: up to 1 kg, then each kilogram begun', () => {
    const rate = { kind: 'weight', firstKgCents: 1200, perKgCents: 400 } as const;
    expect(shippingCents(rate, [figure(100, 1, 1000)])).toBe(1200);
    expect(shippingCents(rate, [figure(100, 1, 1001)])).toBe(1600);
    expect(shippingCents(rate, [figure(100, 2, 1200)])).toBe(2000);
  });
  it('an empty parcel ships free', () => expect(shippingCents({ kind: 'flat', cents: 800 }, [])).toBe(0));
});

describe('taxes', () => {
  it('US sales tax by state from the table: CA leaves shipping untaxed, NY taxes it', () => {
    const ca = served(quote({ ...base, lines: [figure(9900)], address: at('US', 'CA') }));
    expect(ca).toMatchObject({
      shippingCents: 800,
      taxCents: 718,
      totalCents: 9900 + 800 + 718,
      tax: { kind: 'sales-tax', inclusive: false },
    });
    const ny = served(quote({ ...base, lines: [figure(9900)], address: at('US', 'New York') }));
    expect(ny).toMatchObject({ shippingCents: 800, taxCents: 879 + 71, tax: { kind: 'sales-tax', rateBp: 888 } });
    // A tax service answers instead of the table.
    const service = served(
      quote({ ...base, lines: [figure(9900)], address: at('US', 'TX'), salesTax: { rateBp: 625, shippingTaxable: false } }),
    );
    expect(service.taxCents).toBe(619);
    expect(served(quote({ ...base, lines: [figure(9900)], address: at('US', 'TX') })).taxCents).toBe(0);
  });

  it('EU VAT by country, tax-inclusive, under IOSS up to the limit; above it the carrier collects it', () => {
    const de = served(quote({ ...base, lines: [figure(5000, 2, 600)], address: at('Germany') }));
    expect(de).toMatchObject({ shippingCents: 1600, unitTaxCents: [950], shippingTaxCents: 304, taxCents: 2204 });
    expect(de.tax).toMatchObject({ kind: 'vat', rateBp: 1900, inclusive: true, iossNumber: 'IM2760000001' });
    expect(shownCents(5000, de.unitTaxCents[0]!, de.tax)).toBe(5950);
    const fr = served(quote({ ...base, lines: [figure(5000)], address: at('France') }));
    expect(fr).toMatchObject({ unitTaxCents: [1000], shippingTaxCents: 240, taxCents: 1240 });
    const big = served(quote({ ...base, lines: [figure(9000, 2)], address: at('France') }));
    expect(big).toMatchObject({ taxCents: 0, tax: { kind: 'import-vat-on-delivery', inclusive: false } });
    const noIoss = served(quote({ ...base, taxes: { ...taxes, iossNumber: null }, lines: [figure(5000)], address: at('DE') }));
    expect(noIoss.tax.kind).toBe('import-vat-on-delivery');
  });

  it('none in China and Japan; none before an address is chosen (the flat fee)', () => {
    expect(served(quote({ ...base, lines: [figure(9900, 2)], address: at('China', '上海') }))).toMatchObject({
      shippingCents: 650,
      taxCents: 0,
    });
    expect(served(quote({ ...base, lines: [figure(9900)], address: null }))).toMatchObject({
      shippingCents: 800,
      taxCents: 0,
      totalCents: 10_700,
    });
  });
});

describe('for any cart and any zone', () => {
  const addresses = fc.constantFrom(
    at('US', 'CA'),
    at('US', 'NY'),
    at('US', 'Hawaii'),
    at('US', 'TX'),
    at('Germany'),
    at('France'),
    at('China'),
    at('Russia'),
    at('Japan'),
  );
  const lines = fc.array(
    fc.record({
      unitCents: fc.integer({ min: 1, max: 60_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      weightGrams: fc.integer({ min: 0, max: 5000 }),
    }),
    { minLength: 1, maxLength: 6 },
  );

  it('the total is the lines + shipping + tax − refunds, and refunding every unit then the rest gives back exactly the total', () => {
    fc.assert(
      fc.property(lines, addresses, fc.array(fc.nat(), { maxLength: 10 }), (cart, address, picks) => {
        const q = quote({ ...base, lines: cart, address });
        if (!q.served) {
          expect(q.country).toBe('RU');
          return;
        }
        const linesCents = cart.reduce((n, l) => n + l.unitCents * l.quantity, 0);
        expect(q.totalCents).toBe(linesCents + q.shippingCents + q.taxCents);
        expect(q.taxCents).toBe(cart.reduce((n, l, i) => n + q.unitTaxCents[i]! * l.quantity, 0) + q.shippingTaxCents);
        expect(q.taxCents).toBeGreaterThanOrEqual(0);
        // Partial refunds of units (with their tax), in any order, never pass the total.
        const left = cart.map((l) => l.quantity);
        const priced = cart.map((l, i) => ({ unitCents: l.unitCents, unitTaxCents: (q as ServedQuote).unitTaxCents[i]! }));
        let refunded = 0;
        for (const pick of picks) {
          const line = pick % cart.length;
          const quantity = Math.min(left[line]!, 1 + (pick % 3));
          if (quantity === 0) continue;
          left[line]! -= quantity;
          refunded += refundOfUnits(priced, [{ line, quantity }]);
          expect(q.totalCents - refunded).toBeGreaterThanOrEqual(q.shippingCents + q.shippingTaxCents);
        }
        const rest = refundOfUnits(
          priced,
          left.map((quantity, line) => ({ line, quantity })),
        );
        expect(refunded + rest + q.shippingCents + q.shippingTaxCents).toBe(q.totalCents);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back as it was charged: shown goods + shipping (+ tax where it is not included) is the total', () => {
    fc.assert(
      fc.property(lines, addresses, (cart, address) => {
        const q = quote({ ...base, lines: cart, address });
        if (!q.served) return;
        const shown = shownBreakdown({
          goodsCents: q.subtotalCents,
          shippingCents: q.shippingCents,
          taxCents: q.taxCents,
          shippingTaxCents: q.shippingTaxCents,
          totalCents: q.totalCents,
          tax: q.tax,
        });
        const added = q.tax.inclusive ? 0 : shown.taxCents;
        expect(shown.goodsCents + shown.shippingCents + added).toBe(q.totalCents);
        // The goods read as the sum of their units as shown (each unit rounded as it was taxed).
        expect(shown.goodsCents).toBe(cart.reduce((n, l, i) => n + shownCents(l.unitCents, q.unitTaxCents[i]!, q.tax) * l.quantity, 0));
        expect(shown.taxLine).toBe(q.tax.kind === 'none' ? null : q.tax.kind === 'import-vat-on-delivery' ? 'on-delivery' : 'amount');
      }),
      { numRuns: 500 },
    );
  });

  it('shows a unit price with its VAT exactly as the order charges it (EU), and net elsewhere', () => {
    const de = quote({
      lines: [{ unitCents: 6499, quantity: 1, weightGrams: 900 }],
      address: { country: 'DE' },
      shipping,
      taxes,
      flatFeeCents: 800,
    }) as ServedQuote;
    expect(shownUnitPrice(64.99, { inclusive: true, rate: de.tax.rateBp / 100 })).toBe((6499 + de.unitTaxCents[0]!) / 100);
    expect(shownUnitPrice(64.99, { inclusive: true, rate: 19 })).toBe(77.34);
    expect(shownUnitPrice(64.99, { inclusive: true, rate: 25.5 })).toBe(81.56);
    expect(shownUnitPrice(64.99, { inclusive: false, rate: 8.875 })).toBe(64.99);
    expect(shownUnitPrice(64.99, null)).toBe(64.99);
  });
});

describe('prices before the cart (decision 050)', () => {
  const settings = { shipping, taxes };

  it('an EU shopper served with VAT at checkout reads VAT-inclusive prices; everyone else net prices', () => {
    expect(shopperVatOf(settings, at('Germany', 'Berlin'))).toEqual({ country: 'DE', rate: 19, upTo: 160 });
    expect(shopperVatOf(settings, at('FR'))).toEqual({ country: 'FR', rate: 20, upTo: 160 });
    expect(shopperVatOf(settings, at('United States', 'NY'))).toBeNull(); // sales tax is added on its own line
    expect(shopperVatOf(settings, at('China'))).toBeNull();
    expect(shopperVatOf(settings, at('Italy'))).toBeNull(); // not served: no price is charged there
    expect(shopperVatOf(settings, null)).toBeNull(); // visitors and shoppers without an address
    expect(shopperVatOf({ shipping, taxes: { ...taxes, iossNumber: null } }, at('DE'))).toBeNull(); // the carrier collects it
    expect(shopperVatOf({ shipping, taxes: { ...taxes, vatRates: {} } }, at('DE'))).toBeNull();
  });

  it('adds the VAT the way the order counts it, up to the IOSS limit, and says so', () => {
    const vat = shopperVatOf(settings, at('DE'));
    expect(shownListPrice(64.99, vat)).toEqual({ price: 77.34, included: true });
    expect(shownListPrice(160, vat)).toEqual({ price: 190.4, included: true });
    expect(shownListPrice(160.01, vat)).toEqual({ price: 160.01, included: false });
    expect(shownListPrice(64.99, null)).toEqual({ price: 64.99, included: false });
  });

  it('a price read before the cart is what one unit of it is charged at checkout, in every EU country', () => {
    const everywhere = { shipping: { ...shipping, zones: [], otherCountries: 'flat-fee' as const }, taxes };
    fc.assert(
      fc.property(fc.constantFrom(...EU_COUNTRIES), fc.integer({ min: 0, max: 40_000 }), (country, unitCents) => {
        const shown = shownListPrice(unitCents / 100, shopperVatOf(everywhere, at(country)));
        const q = served(
          quote({ ...everywhere, lines: [{ unitCents, quantity: 1, weightGrams: 500 }], address: at(country), flatFeeCents: 800 }),
        );
        expect(shown.included).toBe(q.tax.inclusive);
        expect(Math.round(shown.price * 100)).toBe(shownCents(unitCents, q.unitTaxCents[0]!, q.tax));
      }),
      { numRuns: 300 },
    );
  });

  it('a paid order moves only to an address charged the same shipping and tax', () => {
    const lines = [{ unitCents: 5000, quantity: 2, weightGrams: 900 }];
    const paidFor = (q: ServedQuote) => ({
      shippingCents: q.shippingCents,
      unitTaxCents: q.unitTaxCents,
      shippingTaxCents: q.shippingTaxCents,
      taxKind: q.tax.kind,
      taxRateBp: q.tax.rateBp,
    });
    const berlin = served(quote({ ...base, lines, address: at('Germany', 'Berlin') }));
    const paid = paidFor(berlin);
    expect(sameCharges(paid, quote({ ...base, lines, address: at('Germany', 'Bayern') }))).toBe(true);
    expect(sameCharges(paid, quote({ ...base, lines, address: at('France') }))).toBe(false); // VAT 20%
    expect(sameCharges(paid, quote({ ...base, lines, address: at('United States', 'CA') }))).toBe(false);
    expect(sameCharges(paid, quote({ ...base, lines, address: at('Russia') }))).toBe(false); // not served
    const ca = paidFor(served(quote({ ...base, lines, address: at('United States', 'CA') })));
    expect(sameCharges(ca, quote({ ...base, lines, address: at('US', 'California') }))).toBe(true);
    expect(sameCharges(ca, quote({ ...base, lines, address: at('US', 'NY') }))).toBe(false);
    expect(sameCharges(ca, quote({ ...base, lines, address: at('US', 'AK') }))).toBe(false); // other zone: other shipping
  });
});
