import { route } from './spec.ts';
import { reportCreated, reportInput } from '../reports.ts';

export const reportsCreate = /* @__PURE__ */ route('reportsCreate', {
  method: 'POST',
  path: '/reports',
  auth: 'optional',
  // A visitor reporting a message proves she is in its conversation with her link's signed token; a
  // poster reporting an applicant who is no longer listed is found among her latest applications.
  uses: [
    'table:GetItem',
    'table:BatchGetItem',
    'table:Query:gsi1',
    'table:PutItem',
    'table:UpdateItem',
    'signing',
  ],
  throttle: 'publicWrite',
  body: reportInput,
  response: reportCreated,
  status: 201,
});
