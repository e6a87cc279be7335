import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateShared } from '../../shared/i18n/translate';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../tests/kits/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the one error handler', () => {
  it('answers unknown API paths with 404 in the SPEC §8 body', async () => {
    const response = await server.api('GET', '/api/NoSuchThing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Exceptions: [{ Code: '404', Message: '404 - not found' }] });
    const ru = await server.api('DELETE', '/api/Nope/1', { lang: 'ru' });
    expect(messages(ru)).toEqual(['404 - не найдено']);
  });

  it('answers paths the router cannot read in the SPEC §8 body too', async () => {
    const badEncoding = await server.api('GET', '/api/Setting/%ZZ/Documents');
    expect(badEncoding.status).toBe(400);
    expect(codes(badEncoding)).toEqual(['400']);
    const longParameter = await server.api('GET', `/api/Setting/${'a'.repeat(1000)}/Documents`, {
      lang: 'ru',
    });
    expect(longParameter.status).toBe(414);
    expect(codes(longParameter)).toEqual(['400']);
    expect(messages(longParameter)).toEqual([translateShared('ru', 'SERVER_ERROR.400')]);
  });

  it('refuses a body over the limit with 413', async () => {
    const user = await server.signUp();
    const response = await server.api('POST', '/api/Setting', {
      token: user.token,
      body: { urlName: 'big', name: 'Big', description: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(codes(response)).toEqual(['413']);
  });

  it('hides the internals of a 5xx', async () => {
    const broken = await createTestServer();
    const user = await broken.signUp();
    await broken.database.destroy();
    const response = await broken.api('GET', '/api/Setting', { token: user.token });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      Exceptions: [{ Code: '500', Message: 'Something went wrong on our side. Please try again' }],
    });
    await broken.app.close();
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every API route with its zod-made schemas', async () => {
    const response = await server.api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys(response.body.paths);
    expect(paths).toContain('/api/Account/CreateAccount');
    expect(paths).toContain('/api/Setting/{id}/Members/{userId}');
    const body =
      response.body.paths['/api/Account/CreateAccount'].post.requestBody.content['application/json']
        .schema;
    expect(Object.keys(body.properties).sort()).toEqual(['emailAdress', 'password', 'userName']);
    expect(body.properties.userName.maxLength).toBe(19);
    const documented = paths.length;
    const registered = new Set(server.apiRoutes.map((route) => route.split(' ')[1])).size;
    expect(documented).toBe(registered - 1); // all but openapi.json itself
  });
});
