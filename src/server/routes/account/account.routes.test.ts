import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('POST api/Account/CreateAccount', () => {
  it('creates an account and answers {id, userName, token} as SPEC §7 writes it', async () => {
    const response = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'mira', password: 'lanterns1', emailAdress: 'Mira@Example.com' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['id', 'token', 'userName']);
    expect(response.body.userName).toBe('mira');
    const me = await server.api('GET', '/api/Account', { token: response.body.token });
    expect(me.body).toEqual({
      id: response.body.id,
      userName: 'mira',
      emailAdress: 'mira@example.com',
    });
  });

  it('answers 40031 for a taken e-mail and 40032 for a taken user name', async () => {
    const byMail = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'other', password: 'lanterns1', emailAdress: 'MIRA@example.com' },
    });
    expect(codes(byMail)).toEqual(['40031']);
    const byName = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'mira', password: 'lanterns1', emailAdress: 'new@example.com' },
    });
    expect(codes(byName)).toEqual(['40032']);
    expect(messages(byName)).toEqual(['An account with this user name already exists']);
  });

  it('answers the SPEC §5 messages in the language of the lang header', async () => {
    const body = { userName: 'Has Spaces', password: '123456', emailAdress: 'nope' };
    const en = await server.api('POST', '/api/Account/CreateAccount', { body });
    expect(en.status).toBe(400);
    expect(messages(en)).toEqual([
      "You can use only small latins letters, numbers and '-'",
      'Password must be more than 6 chars',
      'E-mail must be correct',
    ]);
    const ru = await server.api('POST', '/api/Account/CreateAccount', { body, lang: 'ru' });
    expect(messages(ru)[1]).toBe('Пароль должен быть длиннее 6 символов');
    const empty = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: '', password: '', emailAdress: '' },
    });
    expect(messages(empty)).toEqual([
      'Username is required',
      'Password is required',
      'E-mail is required',
    ]);
    const long = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'a'.repeat(20), password: 'lanterns1', emailAdress: 'long@example.com' },
    });
    expect(messages(long)).toEqual(['Username must be less than 20 chars']);
  });

  it('keeps the names of top-level pages free, since /{ownerUserName} shares their level', async () => {
    const response = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'select-setting', password: 'lanterns1', emailAdress: 'pages@example.com' },
    });
    expect(response.status).toBe(400);
    expect(messages(response)).toEqual(['This user name is reserved, choose another one']);
  });

  it('refuses unknown fields and malformed JSON with a 400 in the error body', async () => {
    const extra = await server.api('POST', '/api/Account/CreateAccount', {
      body: { userName: 'zed', password: 'lanterns1', emailAdress: 'z@example.com', admin: true },
    });
    expect(extra.status).toBe(400);
    expect(messages(extra)).toEqual(['Unknown field: admin']);
    const broken = await server.api('POST', '/api/Account/TryLogin', {
      body: '{"userNameOrMail":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(codes(broken)).toEqual(['400']);
  });
});

describe('POST api/Account/TryLogin', () => {
  it('signs in by user name or e-mail and answers {success, user}', async () => {
    const user = await server.signUp('login-test');
    for (const login of ['login-test', 'LOGIN-TEST@example.com']) {
      const response = await server.api('POST', '/api/Account/TryLogin', {
        body: { userNameOrMail: login, password: user.password },
      });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.user).toMatchObject({ id: user.id, userName: 'login-test' });
      expect(typeof response.body.user.token).toBe('string');
    }
  });

  it('answers 4001 alike for a wrong password and an unknown account, never 401', async () => {
    await server.signUp('wrong-pass');
    const wrong = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: 'wrong-pass', password: 'not-the-one' },
    });
    const unknown = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: 'nobody-here', password: 'not-the-one' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(codes(response)).toEqual(['4001']);
    }
  });
});

describe('sessions', () => {
  it('a token carries exp, is renewed, and stops working after logout', async () => {
    const user = await server.signUp();
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(7200);

    const renewed = await server.api('POST', '/api/Account/RefreshToken', { token: user.token });
    expect(renewed.status).toBe(200);
    expect((await server.api('GET', '/api/Account', { token: user.token })).status).toBe(401);
    const fresh = renewed.body.token as string;
    expect((await server.api('GET', '/api/Account', { token: fresh })).status).toBe(200);

    expect((await server.api('POST', '/api/Account/Logout', { token: fresh })).status).toBe(204);
    const after = await server.api('GET', '/api/Account', { token: fresh });
    expect(after.status).toBe(401);
    expect(codes(after)).toEqual(['401']);
  });

  it('rejects a missing, forged or foreign token with 401', async () => {
    expect((await server.api('GET', '/api/Account')).status).toBe(401);
    expect((await server.api('GET', '/api/Account', { token: 'abc.def.ghi' })).status).toBe(401);
    const user = await server.signUp();
    const [header, payload] = user.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await server.api('GET', '/api/Account', { token: forged })).status).toBe(401);
  });
});

describe('profile', () => {
  it('changes the e-mail only with the current password', async () => {
    const user = await server.signUp();
    const refused = await server.api('PUT', '/api/Account/Email', {
      token: user.token,
      body: { emailAdress: 'moved@example.com', password: 'wrong-one' },
    });
    expect(codes(refused)).toEqual(['4007']);
    const taken = await server.api('PUT', '/api/Account/Email', {
      token: user.token,
      body: { emailAdress: 'mira@example.com', password: user.password },
    });
    expect(codes(taken)).toEqual(['40031']);
    const moved = await server.api('PUT', '/api/Account/Email', {
      token: user.token,
      body: { emailAdress: 'moved@example.com', password: user.password },
    });
    expect(moved.body.emailAdress).toBe('moved@example.com');
  });

  it('changes the password, signs out other sessions and returns a new token', async () => {
    const user = await server.signUp();
    const other = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: user.userName, password: user.password },
    });
    const changed = await server.api('PUT', '/api/Account/Password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect((await server.api('GET', '/api/Account', { token: other.body.user.token })).status).toBe(
      401,
    );
    expect((await server.api('GET', '/api/Account', { token: user.token })).status).toBe(401);
    expect((await server.api('GET', '/api/Account', { token: changed.body.token })).status).toBe(
      200,
    );
    const login = await server.api('POST', '/api/Account/TryLogin', {
      body: { userNameOrMail: user.userName, password: 'brand-new-pass' },
    });
    expect(login.body.success).toBe(true);
  });
});
