import { attach, route } from './spec.ts';
import { nannyProfileInput, ownNannyProfile } from '../nanny.ts';

export const nanniesGetOwn = /* @__PURE__ */ route('nanniesGetOwn', {
  method: 'GET',
  path: '/nanny-profile',
  auth: 'user',
  uses: ['table:GetItem'],
  throttle: 'account',
  response: ownNannyProfile,
});

export const nanniesSave = /* @__PURE__ */ route('nanniesSave', {
  method: 'PUT',
  path: '/nanny-profile',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:DeleteItem',
    /* @__PURE__ */ attach('nanny-photo'),
    /* @__PURE__ */ attach('nanny-cv'),
    /* @__PURE__ */ attach('nanny-dbs'),
    /* @__PURE__ */ attach('nanny-reference'),
    'uploads:delete:pending/nanny-photo',
    'uploads:delete:pending/nanny-cv',
    'uploads:delete:pending/nanny-dbs',
    'uploads:delete:pending/nanny-reference',
  ],
  throttle: 'account',
  body: nannyProfileInput,
  response: ownNannyProfile,
});
