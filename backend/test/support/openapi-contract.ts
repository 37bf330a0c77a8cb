import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The committed OpenAPI document as a contract the app's HTTP answers are checked against: for an
 * operation of the document, the answer's status must be one of its documented responses, its
 * content type one of that response's, and a JSON body must match that response's schema. A method
 * the document does not list on a known path must be answered 405 with an `Allow` header.
 */

export const OPENAPI_FILE = path.resolve(__dirname, '../../../openapi/openapi.json');

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  allowEmptyValue?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

/** An HTTP answer as the checks see it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (supertest's `body`), when the answer is JSON. */
  body: unknown;
  /** The raw text of the body, when it is text. */
  text?: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const SPEC_ID = 'openapi.json';

interface PathTemplate {
  template: string;
  segments: (string | null)[];
  item: Record<string, Operation>;
}

export class OpenApiContract {
  private readonly ajv = new Ajv({
    allErrors: true,
    // OpenAPI's own formats (password, binary...) and keywords (example) are annotations only.
    unknownFormats: 'ignore',
    logger: false,
  });
  /**
   * Requests are held to their schemas with `format` as an annotation, as JSON Schema 2020-12 (and
   * so OpenAPI 3.1) has it: an id that is no UUID is an unknown id, which an operation may note or
   * answer 404, not a malformed request.
   */
  private readonly requestAjv = new Ajv({ allErrors: true, format: false, logger: false });
  private readonly templates: PathTemplate[];
  private readonly validators = new Map<string, Ajv.ValidateFunction>();

  constructor(document: Document) {
    this.ajv.addSchema({ $id: SPEC_ID, components: document.components });
    this.requestAjv.addSchema({ $id: SPEC_ID, components: document.components });
    this.templates = Object.entries(document.paths).map(([template, item]) => ({
      template,
      segments: template.split('/').map((s) => (s.startsWith('{') && s.endsWith('}') ? null : s)),
      item,
    }));
  }

  static fromFile(file = OPENAPI_FILE): OpenApiContract {
    return new OpenApiContract(JSON.parse(readFileSync(file, 'utf8')) as Document);
  }

  /**
   * The path template a request path falls under: the one with the most literal segments first
   * (`/api/clients/login` before `/api/clients/{id}`), or null for a path the document does not know.
   */
  templateOf(pathname: string): PathTemplate | null {
    const parts = pathname.split('/');
    let best: PathTemplate | null = null;
    let bestScore = '';
    for (const candidate of this.templates) {
      if (candidate.segments.length !== parts.length) continue;
      let score = '';
      let fits = true;
      for (let i = 0; i < parts.length && fits; i += 1) {
        const literal = candidate.segments[i];
        if (literal === null) {
          fits = parts[i] !== '';
          score += '0';
        } else {
          fits = literal === parts[i];
          score += '1';
        }
      }
      if (fits && score > bestScore) [best, bestScore] = [candidate, score];
    }
    return best;
  }

  /** What is wrong with `answer` to `method url` by the document: null when nothing. */
  violation(method: string, url: string, answer: Answer): string | null {
    const pathname = new URL(url, 'http://localhost').pathname.replace(/\/$/, '') || '/';
    const found = this.templateOf(pathname);
    if (!found) return null;
    const verb = method.toLowerCase();
    const where = `${method.toUpperCase()} ${pathname} (${found.template})`;
    const operation = found.item[verb];
    if (!operation) {
      // HEAD answers as GET does, without a body; OPTIONS is CORS's preflight.
      if (verb === 'head' || verb === 'options') return null;
      const allowed = HTTP_METHODS.filter((m) => found.item[m]).map((m) => m.toUpperCase());
      if (answer.status !== 405) {
        return `${where}: a method the document does not list answered ${answer.status}, not 405`;
      }
      const allow = String(answer.headers.allow ?? '');
      const missing = allowed.filter((m) => !allow.split(/,\s*/).includes(m));
      return missing.length
        ? `${where}: 405 without ${missing.join(', ')} in Allow ("${allow}")`
        : null;
    }
    const documented = Object.keys(operation.responses);
    const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((k) =>
      documented.includes(k),
    );
    if (!key) {
      return `${where} answered ${answer.status}, not documented (documented: ${documented.join(', ')})`;
    }
    const response = operation.responses[key];
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const content = response.content ?? {};
    const hasBody = contentType !== '' && (answer.text ?? '') !== '';
    if (Object.keys(content).length === 0) {
      // A redirect's courtesy text is no answer of the API.
      if (!hasBody || answer.status === 303 || verb === 'head') return null;
      return `${where} answered ${answer.status} with a ${contentType} body, documented without one`;
    }
    if (!contentType) {
      if (verb === 'head') return null;
      return `${where} answered ${answer.status} without a Content-Type (documented: ${Object.keys(content).join(', ')})`;
    }
    const media = content[contentType];
    if (!media) {
      return `${where} answered ${answer.status} as ${contentType}, not documented (documented: ${Object.keys(content).join(', ')})`;
    }
    if (!media.schema || verb === 'head') return null;
    const body = contentType.endsWith('json') ? answer.body : answer.text;
    const validate = this.validator(
      `${found.template} ${verb} ${key} ${contentType}`,
      media.schema,
    );
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.dataPath || '(body)'} ${e.message ?? ''}`)
      .join('; ');
    return `${where} answered ${answer.status} with a body that does not match its schema: ${errors}`;
  }

  /**
   * What the document says is wrong with a request the app accepted (answered 2xx): a body or query
   * parameter that does not match its schema, or a required one missing. Null when nothing is, or
   * when the app refused the request.
   */
  acceptedInvalid(method: string, url: string, status: number, body: unknown): string | null {
    if (status < 200 || status >= 300) return null;
    const parsed = new URL(url, 'http://localhost');
    const pathname = parsed.pathname.replace(/\/$/, '') || '/';
    const found = this.templateOf(pathname);
    const operation = found?.item[method.toLowerCase()];
    if (!found || !operation) return null;
    const where = `${method.toUpperCase()} ${pathname} (${found.template}) answered ${status}`;
    const problems: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      const given = parsed.searchParams.getAll(parameter.name);
      if (given.length === 1 && given[0] === '' && parameter.allowEmptyValue) continue;
      if (given.length === 0) {
        if (parameter.required) problems.push(`query ${parameter.name} is required`);
        continue;
      }
      const type = String(parameter.schema?.type ?? 'string');
      const value =
        given.length > 1
          ? given
          : ['integer', 'number'].includes(type) && /^\s*-?\d+(\.\d+)?\s*$/.test(given[0])
            ? Number(given[0])
            : given[0];
      const validate = this.validator(
        `${found.template} ${method} query ${parameter.name}`,
        parameter.schema ?? {},
        this.requestAjv,
      );
      if (!validate(value))
        problems.push(`query ${parameter.name}=${given.join(',')}: ${this.errorsOf(validate)}`);
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    if (schema && body !== undefined) {
      const validate = this.validator(`${found.template} ${method} body`, schema, this.requestAjv);
      if (!validate(body)) problems.push(`body ${this.errorsOf(validate)}`);
    } else if (schema && operation.requestBody?.required) {
      problems.push('the body is required');
    }
    return problems.length ? `${where} to an invalid request: ${problems.join('; ')}` : null;
  }

  private errorsOf(validate: Ajv.ValidateFunction): string {
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.dataPath || '(value)'} ${e.message ?? ''}`)
      .join('; ');
  }

  private validator(key: string, schema: Schema, ajv = this.ajv): Ajv.ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      const local = JSON.parse(
        JSON.stringify(schema).replace(/"#\/components\//g, `"${SPEC_ID}#/components/`),
      ) as Schema;
      validate = ajv.compile(local);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
