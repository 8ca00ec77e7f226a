import {describe, expect, it} from 'vitest';
import {apiPageMeta} from '../../utils/api-page-meta';
import {operationFileName, pageInfo, pageOperation} from './page-item';

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

describe('pageInfo', () => {
  const text =
    'The Example API lets your systems read and write orders. Every call is JSON over HTTPS.\n\n## Base URLs\n\n' +
    'Use the host of your region.\n'.repeat(50);
  const introduction = {
    type: 'info',
    id: 'introduction',
    title: 'Introduction',
    permalink: '/api/introduction',
    description: text,
    info: {title: 'Example API', version: '1.0', description: text, contact: {email: 'help@example.com'}},
  };

  it("keeps the introduction's first sentence, and its info without the text", () => {
    const page = pageInfo(introduction);
    expect(page.description).toBe('The Example API lets your systems read and write orders.');
    expect(page.info).toEqual({title: 'Example API', version: '1.0', contact: {email: 'help@example.com'}});
    expect(page).toMatchObject({type: 'info', id: 'introduction', permalink: '/api/introduction'});
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(introduction).length / 5);
  });

  it('gives the page the meta description the whole text gave it', () => {
    const meta = (description: string) =>
      apiPageMeta({title: 'Introduction', description, atApiRoot: false}).description;
    expect(meta(pageInfo(introduction).description as string)).toBe(meta(text));
  });
});
