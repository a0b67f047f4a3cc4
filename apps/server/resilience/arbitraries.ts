import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries generated from the contract's zod schemas (through their JSON Schema), and
 * the hostile values the fuzzer mixes in: wrong types, missing fields, oversized and unicode-heavy
 * strings, injection and script payloads.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
};

export const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1; select pg_sleep(5)--',
  "' UNION SELECT password_hash FROM accounts--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
  '\u202e\u0000\ud83d\ude00',
];

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTION),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constant('ｈｔｔｐｓ：／／evil.example {code}'),
  fc.integer({ min: 300, max: 5_000 }).map((n) => 'a'.repeat(n)),
  fc.constant('😀'.repeat(500)),
);

/** Anything JSON that is probably the wrong type. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  fc.constantFrom<Json>(null, true, false, 0, -1, 1e308, -0, 2 ** 53, 2 ** 63, 1.5, [], {}, [null], { a: 1 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
);

export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= min && v.length <= (s.maxLength ?? 1e9));
    } catch {
      // a pattern fast-check cannot generate from: plain strings
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** A value that (mostly) satisfies the JSON schema. */
export function validish(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<Json> {
  if (!s || depth > 4) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((a) => validish(a, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return validish(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = validish(sub, depth + 1);
      return fc.record(model, {
        requiredKeys: [...required].filter((k) => k in model),
      }) as fc.Arbitrary<Json>;
    }
    case 'array':
      return fc.array(validish(s.items, depth + 1), { maxLength: 4 });
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(s.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

/** Breaks a valid-ish object: a field dropped, retyped, made hostile, or the whole value replaced. */
export function mutated(base: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc.oneof(
    base,
    fc.tuple(base, fc.nat(), hostileValue).map(([value, n, hostile]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const keys = Object.keys(value);
      if (keys.length === 0) return { [String(n)]: hostile };
      const key = keys[n % keys.length]!;
      const copy: Record<string, Json> = { ...value };
      if (n % 3 === 0) delete copy[key];
      else copy[key] = hostile;
      return copy;
    }),
    hostileValue,
  );
}

/** Query-string values are strings (or repeated strings). */
export function asQuery(value: Json): Record<string, string | string[]> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue;
    query[key] = Array.isArray(v)
      ? v.map((x) => String(x))
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  }
  return query;
}
