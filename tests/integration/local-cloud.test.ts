import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { IDS, STRIPE_KEYS } from '../../local/config.ts';
import { stripeEventKey } from '../../lambdas/data/stripe-events.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The same handlers, through the local API adapter, against DynamoDB Local, cognito-local and the
 * Stripe stand-in: what `npm start` runs.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

async function signIn(email: string, password: string) {
  const res = await fetch(cloud.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: IDS.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      __type?: string;
      AuthenticationResult: { IdToken: string; AccessToken: string };
    },
  };
}

describe('the local API', () => {
  it('answers /health publicly', async () => {
    const res = await fetch(`${cloud.api}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', stage: 'local' });
  });

  it('says it is ready once it has started and seeded its demo data', async () => {
    // The cloud is waited for until it prints that it is running, which it does once seeded.
    const res = await fetch(`${cloud.site}/api/_local/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ready: true });
  });

  it('answers an unknown path or method with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['DELETE', '/health'],
    ]) {
      const res = await fetch(`${cloud.api}${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('refuses /me without a token, with a forged one and with an access token', async () => {
    expect((await fetch(`${cloud.api}/me`)).status).toBe(401);
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6IkNvZ25pdG9Mb2NhbCJ9', 'eyJzdWIiOiJ4In0', 'c2ln'].join('.');
    expect((await fetch(`${cloud.api}/me`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(
      401,
    );
    const { body } = await signIn('family@demo.local', 'Demo#Pass2024');
    const access = body.AuthenticationResult.AccessToken as string;
    expect((await fetch(`${cloud.api}/me`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(
      401,
    );
  });

  it('tells a signed-in user who they are, from a real ID token', async () => {
    const { body } = await signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    const res = await fetch(`${cloud.api}/me`, {
      headers: { authorization: `Bearer ${body.AuthenticationResult.IdToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'admin@nannymarketplace.local',
      name: 'Site Admin',
      groups: ['admin'],
    });
  });

  it('is the site’s own: served at the app’s /api, answering no cross-origin request', async () => {
    const viaSite = await fetch(`${cloud.site}/api/health`);
    expect(viaSite.status).toBe(200);
    expect(await viaSite.json()).toMatchObject({ status: 'ok', stage: 'local' });
    // A body, a token and a status pass through the site as they came and went.
    const refused = await fetch(`${cloud.site}/api/me`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
    const invalid = await fetch(`${cloud.site}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'bad_request' });
    // No CORS: another site's page cannot read the API's answers.
    const preflight = await fetch(`${cloud.api}/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${cloud.site}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    // Outside /api, the adapter answers nothing, as API Gateway outside its stage.
    expect((await fetch(`${cloud.api.replace(/\/api$/, '')}/health`)).status).toBe(404);
  });
});

describe('the local user pool', () => {
  it('runs the PreSignUp check: no sign-up without a known user type', async () => {
    const res = await fetch(cloud.cognito, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({
        ClientId: IDS.userPoolClientId,
        Username: 'typeless@example.com',
        Password: 'Sunny#Days2024',
        UserAttributes: [
          { Name: 'email', Value: 'typeless@example.com' },
          { Name: 'name', Value: 'No Type' },
          { Name: 'custom:user_type', Value: 'admin' },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'UserLambdaValidationException' });
  });

  it('refuses a wrong password the way Cognito does', async () => {
    const res = await signIn('family@demo.local', 'Wrong#Pass2024');
    expect(res.status).toBe(400);
    expect(res.body.__type).toBe('NotAuthorizedException');
  });

  it('enforces the password policy on sign-up', async () => {
    const res = await fetch(cloud.cognito, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({
        ClientId: IDS.userPoolClientId,
        Username: 'weak@example.com',
        Password: 'password',
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: 'InvalidPasswordException' });
  });
});

describe('the Stripe stand-in and webhook', () => {
  it('completes a hosted checkout and delivers a signed event the webhook records', async () => {
    const url = new URL(cloud.stripe);
    const stripe = new Stripe(STRIPE_KEYS.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'gbp', unit_amount: 5000, product_data: { name: 'Nanny job post' } },
          },
        ],
        success_url: 'http://localhost:5473/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:5473/payment-cancelled',
        metadata: { kind: 'test' },
      },
      { idempotencyKey: 'it-checkout-1' },
    );
    expect(session.amount_total).toBe(5000);
    expect(session.url).toContain(cloud.stripe);
    // The same idempotency key returns the same session; reused with other parameters, it is refused.
    const params = {
      mode: 'payment' as const,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: 5000, product_data: { name: 'Nanny job post' } },
        },
      ],
      success_url: 'http://localhost:5473/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5473/payment-cancelled',
      metadata: { kind: 'test' },
    };
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'it-checkout-1' });
    expect(again.id).toBe(session.id);
    await expect(
      stripe.checkout.sessions.create(
        { mode: 'payment', success_url: 'http://x/', cancel_url: 'http://x/' },
        { idempotencyKey: 'it-checkout-1' },
      ),
    ).rejects.toThrow(/same parameters/);

    const page = await fetch(session.url!);
    expect(await page.text()).toContain('£50.00');
    const paid = await fetch(`${cloud.stripe}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5473/payment-success?session_id=${session.id}`,
    );
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');

    // The event reached the webhook, which verified it and recorded its id.
    const events = await fetch(`${cloud.stripe}/v1/events?limit=1`, {
      headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
    });
    const { data } = (await events.json()) as { data: Array<{ id: string; type: string }> };
    expect(data[0]?.type).toBe('checkout.session.completed');
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: cloud.dynamodb,
        region: 'eu-west-2',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    );
    const item = await doc.send(
      new GetCommand({ TableName: IDS.tableName, Key: stripeEventKey(data[0]!.id) }),
    );
    expect(item.Item).toMatchObject({ type: 'checkout.session.completed' });

    const cancelled = await fetch(`${cloud.stripe}/checkout/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe('http://localhost:5473/payment-cancelled');
  });

  it('refuses a webhook delivery with a bad signature', async () => {
    const res = await fetch(`${cloud.api}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed' }),
    });
    expect(res.status).toBe(400);
  });
});
