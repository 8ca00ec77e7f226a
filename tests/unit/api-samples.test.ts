import {describe, expect, it} from 'vitest';
import {
  curlSample,
  javascriptSample,
  pythonSample,
  sampleRequest,
  toPython,
  type ApiOperation,
} from '../../src/utils/api-samples';

const updateUser: ApiOperation = {
  method: 'patch',
  path: '/users/{user_id}',
  servers: [{url: 'https://eu.api.mynah.app/v1'}],
  parameters: [
    {name: 'user_id', in: 'path', required: true, schema: {example: 'cus 10482'}},
    {name: 'bot_id', in: 'query', required: true, example: 'bot_k3v9q2m7xa'},
    {name: 'include', in: 'query'},
    {name: 'Idempotency-Key', in: 'header', example: "it's-1"},
  ],
  jsonRequestBodyExample: {name: 'Priya Raman', vip: true, tags: [], notes: null},
};

describe('API code samples', () => {
  it('fills path and query examples into the first server URL, skipping optional params without examples', () => {
    const request = sampleRequest(updateUser);
    expect(request.url).toBe('https://eu.api.mynah.app/v1/users/cus%2010482?bot_id=bot_k3v9q2m7xa');
    expect(request.method).toBe('PATCH');
    expect(request.headers).toEqual([
      ['x-api-key', '$MYNAH_API_KEY'],
      ['Idempotency-Key', "it's-1"],
      ['Content-Type', 'application/json'],
    ]);
  });

  it('curl: method, URL, headers (quotes escaped for the shell) and the JSON body', () => {
    const curl = curlSample(updateUser);
    expect(curl).toContain('curl -X PATCH "https://eu.api.mynah.app/v1/users/cus%2010482?bot_id=bot_k3v9q2m7xa"');
    expect(curl).toContain('-H "x-api-key: $MYNAH_API_KEY"');
    expect(curl).toContain(`-H 'Idempotency-Key: it'\\''s-1'`);
    expect(curl).toContain(`"name": "Priya Raman"`);
  });

  it('JavaScript: fetch with the key from the environment and the body as JSON', () => {
    const js = javascriptSample(updateUser);
    expect(js).toContain(`fetch("https://eu.api.mynah.app/v1/users/cus%2010482?bot_id=bot_k3v9q2m7xa"`);
    expect(js).toContain(`'x-api-key': process.env.MYNAH_API_KEY,`);
    expect(js).toContain('body: JSON.stringify(');
    expect(js).toContain(`method: 'PATCH'`);
  });

  it('Python: requests with a Python literal body', () => {
    const py = pythonSample(updateUser);
    expect(py).toContain('"PATCH",');
    expect(py).toContain('"x-api-key": os.environ["MYNAH_API_KEY"],');
    expect(py).toContain('"vip": True');
    expect(py).toContain('"notes": None');
    expect(py).not.toContain('Content-Type');
  });

  it('omits the body for operations without one', () => {
    const get: ApiOperation = {method: 'get', path: '/tickets', parameters: []};
    expect(curlSample(get)).toBe(
      'curl -X GET "https://us.api.mynah.app/v1/tickets" \\\n  -H "x-api-key: $MYNAH_API_KEY"',
    );
    expect(javascriptSample(get)).not.toContain('body:');
    expect(pythonSample(get)).not.toContain('json=');
  });

  it('renders nested JSON as valid Python', () => {
    expect(toPython({a: [1, {b: false}], c: 'x"y'})).toBe(
      '{\n    "a": [\n        1,\n        {\n            "b": False,\n        },\n    ],\n    "c": "x\\"y",\n}',
    );
  });
});
