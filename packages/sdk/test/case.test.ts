import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { camelKey, setCompiledConversion, snakeKey, toCamelKeys, toSnakeKeys } from '../src/case.js';

/** Every property and parameter name that appears in v1.yaml. */
function contractKeys(): string[] {
  const doc = parse(readFileSync(new URL('../openapi/v1.yaml', import.meta.url), 'utf8'));
  const keys = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const key of Object.keys(record.properties)) keys.add(key);
    }
    if (Array.isArray(record.required)) for (const key of record.required) keys.add(String(key));
    if ((record.in === 'query' || record.in === 'path') && typeof record.name === 'string')
      keys.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(doc);
  return [...keys];
}

const keys = contractKeys();

describe('key conversion', () => {
  it('finds the contract keys it checks', () => {
    expect(keys).toEqual(expect.arrayContaining(['user_id', 'x_api_key', 'per_page', 'OBT', 'CBRT']));
  });

  it('round-trips every key of v1.yaml snake -> camel -> snake', () => {
    for (const key of keys) expect(snakeKey(camelKey(key))).toBe(key);
  });

  it('round-trips any object built from contract keys, however nested', () => {
    const key = fc.constantFrom(...keys);
    const leaf = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
      object: fc.dictionary(key, tie('tree'), { maxKeys: 6 }),
      array: fc.array(tie('tree'), { maxLength: 4 }),
    }));
    fc.assert(
      fc.property(tree, (value) => {
        expect(toSnakeKeys(toCamelKeys(value))).toEqual(value);
      }),
    );
  });

  it('keeps numbers in keys: address_line_1 survives camel -> snake -> camel', () => {
    expect(camelKey('address_line_1')).toBe('addressLine1');
    expect(snakeKey('addressLine1')).toBe('address_line_1');
    expect(camelKey(snakeKey('addressLine1'))).toBe('addressLine1');
  });

  it('keeps OBRT, CBRT, OBT and CBT verbatim both ways', () => {
    const wire = { OBRT: '10:00', CBRT: '12:00', OBT: '09:30', CBT: '11:30', setting_id: 3 };
    const camel = toCamelKeys(wire);
    expect(camel).toEqual({ OBRT: '10:00', CBRT: '12:00', OBT: '09:30', CBT: '11:30', settingId: 3 });
    expect(toSnakeKeys(camel)).toEqual(wire);
  });

  it('reads kebab-case input', () => {
    expect(toCamelKeys({ 'user-id': 1, 'last-login-at': null })).toEqual({ userId: 1, lastLoginAt: null });
  });

  it('walks arrays of arrays', () => {
    expect(toCamelKeys([[{ bid_id: 1 }], [{ bid_type: 'X' }]])).toEqual([[{ bidId: 1 }], [{ bidType: 'X' }]]);
    expect(toSnakeKeys([[{ bidId: 1 }]])).toEqual([[{ bid_id: 1 }]]);
  });

  it('passes null and undefined through, as values and as the whole', () => {
    expect(toCamelKeys(null)).toBeNull();
    expect(toCamelKeys(undefined)).toBeUndefined();
    expect(toSnakeKeys({ aB: null, cD: undefined })).toEqual({ a_b: null, c_d: undefined });
  });

  it('leaves Dates, Files and Blobs alone', () => {
    const date = new Date(0);
    const blob = new Blob(['x']);
    const file = new File(['y'], 'y.png');
    const out = toSnakeKeys({ createdAt: date, imageFile: file, rawBlob: blob }) as Record<string, unknown>;
    expect(out.created_at).toBe(date);
    expect(out.image_file).toBe(file);
    expect(out.raw_blob).toBe(blob);
  });

  it('converts null-prototype objects and keeps them null-prototype', () => {
    const bare = Object.assign(Object.create(null), { user_id: 5 });
    const out = toCamelKeys(bare) as Record<string, unknown>;
    expect(out.userId).toBe(5);
    expect(Object.getPrototypeOf(out)).toBeNull();
  });

  it('keeps leading underscores', () => {
    expect(camelKey('_private_key')).toBe('_privateKey');
    expect(snakeKey('_privateKey')).toBe('_private_key');
    expect(camelKey('__meta')).toBe('__meta');
    expect(camelKey('__proto__')).toBe('__proto__');
    expect(camelKey('page_size_')).toBe('pageSize_');
  });

  it('gives the same result once a repeated shape is compiled', () => {
    const row = (i: number) => ({
      bid_id: i,
      market_timing: { OBT: '09:30', day_name: 'MON' },
      tags: [{ tag_name: 'x' }],
    });
    const expected = { bidId: 1, marketTiming: { OBT: '09:30', dayName: 'MON' }, tags: [{ tagName: 'x' }] };
    for (let i = 0; i < 6; i++) expect(toCamelKeys(row(1))).toEqual(expected);
    for (let i = 0; i < 6; i++) expect(toSnakeKeys(expected)).toEqual(row(1));
  });

  it('keeps a "__proto__" key an own property and never changes the prototype', () => {
    for (let i = 0; i < 5; i++) {
      const wire = JSON.parse('{"__proto__": {"is_admin": true}, "user_id": 1}');
      const out = toCamelKeys(wire) as Record<string, unknown>;
      expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
      expect(Object.hasOwn(out, '__proto__')).toBe(true);
      expect((out as { isAdmin?: unknown }).isAdmin).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ isAdmin: true });
    }
  });

  it('leaves numeric-string keys unchanged', () => {
    expect(toCamelKeys({ '123': { open_ank: 4 } })).toEqual({ '123': { openAnk: 4 } });
    expect(toSnakeKeys({ '2024': 1 })).toEqual({ '2024': 1 });
  });

  it('round-trips arbitrary lower camel identifiers camel -> snake -> camel', () => {
    const word = fc.stringMatching(/^[a-z]{1,6}$/);
    const ident = fc
      .tuple(word, fc.array(fc.oneof(word, fc.stringMatching(/^[1-9][0-9]{0,2}$/)), { maxLength: 3 }))
      .map(([head, rest]) =>
        [
          head,
          ...rest.map((part) => (/^\d/.test(part) ? part : part[0]?.toUpperCase() + part.slice(1))),
        ].join(''),
      )
      .filter((id) => !/\d[A-Z]?\d/.test(id) && !/\d[a-z]/.test(id));
    fc.assert(
      fc.property(ident, (id) => {
        expect(camelKey(snakeKey(id))).toBe(id);
      }),
    );
  });
});

describe('under a Content-Security-Policy without unsafe-eval', () => {
  /** Runs `work` with `new Function` refused as a strict CSP refuses it; returns how often it was asked. */
  function refusingCodeGeneration(work: () => void): number {
    const original = globalThis.Function;
    let asked = 0;
    globalThis.Function = new Proxy(original, {
      construct() {
        asked += 1;
        throw new EvalError('Code generation from strings disallowed for this context');
      },
    });
    try {
      work();
    } finally {
      globalThis.Function = original;
      setCompiledConversion(true);
    }
    return asked;
  }

  /** Rows of a shape no other test uses, repeated so that the shape would be compiled. */
  const rowsOf = (prefix: string) =>
    Array.from({ length: 5 }, (_, i) => ({
      [`${prefix}_id`]: i,
      [`${prefix}_name`]: `row ${i}`,
      nested_row: { a_b: i },
    }));

  it('converts the same with the plain fallback and asks for code generation only once', () => {
    const asked = refusingCodeGeneration(() => {
      expect(toCamelKeys(rowsOf('csp_first'))[4]).toEqual({
        cspFirstId: 4,
        cspFirstName: 'row 4',
        nestedRow: { aB: 4 },
      });
      expect(toCamelKeys(rowsOf('csp_second'))[4]).toEqual({
        cspSecondId: 4,
        cspSecondName: 'row 4',
        nestedRow: { aB: 4 },
      });
      expect(
        toSnakeKeys([{ cspThirdId: 1 }, { cspThirdId: 2 }, { cspThirdId: 3 }, { cspThirdId: 4 }]),
      ).toEqual([{ csp_third_id: 1 }, { csp_third_id: 2 }, { csp_third_id: 3 }, { csp_third_id: 4 }]);
    });
    // Each refusal is a violation report in a browser: one, not one per shape.
    expect(asked).toBe(1);
  });

  it('never asks once the host turned the compiled conversion off', () => {
    const asked = refusingCodeGeneration(() => {
      setCompiledConversion(false);
      expect(toCamelKeys(rowsOf('csp_off'))[4]).toEqual({
        cspOffId: 4,
        cspOffName: 'row 4',
        nestedRow: { aB: 4 },
      });
    });
    expect(asked).toBe(0);
  });
});
