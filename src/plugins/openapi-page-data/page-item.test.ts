import {describe, expect, it} from 'vitest';
import {operationFileName, pageOperation} from './page-item';

describe('pageOperation', () => {
  const operation = {
    method: 'post',
    path: '/tickets',
    description: 'Opens a ticket.',
    info: {title: 'Mynah API', description: 'The whole introduction…'},
    postman: {url: {raw: '{{baseUrl}}/tickets'}},
    security: [{ApiKeyAuth: []}],
    parameters: [{name: 'bot_id', in: 'query', schema: {type: 'string', example: 'bot_1'}}],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {type: 'object', properties: {subject: {type: 'string'}}},
          examples: {minimal: {summary: 'Minimal', value: {subject: 'Refund'}}},
        },
      },
    },
    responses: {
      '201': {
        description: 'Created',
        headers: {
          'Request-Id': {description: 'Trace id', schema: {type: 'string', example: 'req_1', pattern: '^req_'}},
        },
        content: {'application/json': {schema: {type: 'object'}, example: {id: 'tkt_1'}}},
      },
      '204': {description: 'Nothing'},
    },
  };

  it('keeps what the page renders: texts, security, parameters, examples and response headers', () => {
    const page = pageOperation(operation);
    expect(page).toMatchObject({method: 'post', path: '/tickets', description: 'Opens a ticket.'});
    expect(page.parameters).toEqual(operation.parameters);
    expect(page.security).toEqual(operation.security);
    expect(page.requestBody).toEqual({
      required: true,
      content: {'application/json': {examples: {minimal: {summary: 'Minimal', value: {subject: 'Refund'}}}}},
    });
    expect(page.responses).toEqual({
      '201': {
        description: 'Created',
        headers: {'Request-Id': {description: 'Trace id', schema: {type: 'string', example: 'req_1'}}},
        content: {'application/json': {example: {id: 'tkt_1'}}},
      },
      '204': {description: 'Nothing'},
    });
  });

  it("drops the API's info, the Postman request and the schemas", () => {
    const page = pageOperation(operation);
    expect(page).not.toHaveProperty('info');
    expect(page).not.toHaveProperty('postman');
    expect(JSON.stringify(page)).not.toContain('"schema":{"type":"object"');
  });
});

describe('operationFileName', () => {
  it('puts the whole operation beside its page', () => {
    expect(operationFileName('/api/add-user')).toBe('/api/add-user.operation.json');
  });
});
