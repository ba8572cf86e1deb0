import { createContractAjv, type Validator } from '../../src/http/ajv.js';
import { type Contract, loadContract } from '../../src/http/contract.js';
import { describeValidationError } from '../../src/http/validation-message.js';

interface ContractValidators {
  ajv: ReturnType<typeof createContractAjv>;
  byResponse: Map<string, Validator | null>;
}

const validators = new WeakMap<Contract, ContractValidators>();

function contentSchema(response: Record<string, unknown>): Record<string, unknown> | undefined {
  const content = response.content as Record<string, { schema?: Record<string, unknown> }> | undefined;
  if (!content) return undefined;
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema;
}

function validatorFor(contract: Contract, operationId: string, status: number): Validator | null {
  let entry = validators.get(contract);
  if (!entry) {
    entry = {
      ajv: createContractAjv(contract, { coerce: false, fillDefaults: false }),
      byResponse: new Map(),
    };
    validators.set(contract, entry);
  }
  const cache = entry.byResponse;
  const key = `${operationId} ${status}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`v1.yaml has no operation ${operationId}`);
  const response =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  if (!response) throw new Error(`${operationId} declares no ${status} response in v1.yaml`);
  const schema = contentSchema(response);
  const validator = schema ? entry.ajv.compile(schema) : null;
  cache.set(key, validator);
  return validator;
}

/**
 * Checks a reply against the contract: `operationId` must declare `status`, and `body` (parsed JSON, or
 * the text of a non-JSON reply) must match that response's schema. Throws an Error naming the first
 * mismatch (e.g. "GET users.list 200: response.data.rows[0].balance must be number"); returns nothing.
 *
 * @example
 *   const res = await t.app.inject({ method: 'GET', url: '/v1/users', headers: await t.login('admin', 'Admin@123') });
 *   validateResponse('users.list', res.statusCode, res.json());
 */
export function validateResponse(
  operationId: string,
  status: number,
  body: unknown,
  contract: Contract = loadContract(process.env.CONTRACT_PATH || undefined),
): void {
  const validator = validatorFor(contract, operationId, status);
  if (!validator || validator(body)) return;
  const first = validator.errors?.[0];
  const why = first ? describeValidationError('response', first) : 'does not match';
  throw new Error(`${operationId} ${status}: ${why}\n${JSON.stringify(body).slice(0, 500)}`);
}
