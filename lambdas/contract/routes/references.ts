import { route } from './spec.ts';
import {
  referenceAnswered,
  referenceAnswerInput,
  referenceForm,
  referenceViewInput,
} from '../verification.ts';

export const referencesView = /* @__PURE__ */ route('referencesView', {
  method: 'POST',
  path: '/references/view',
  auth: 'public',
  uses: ['table:GetItem', 'signing'],
  throttle: 'browse',
  body: referenceViewInput,
  response: referenceForm,
});

export const referencesAnswer = /* @__PURE__ */ route('referencesAnswer', {
  method: 'POST',
  path: '/references/answer',
  auth: 'public',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem', 'signing'],
  throttle: 'publicWrite',
  body: referenceAnswerInput,
  response: referenceAnswered,
  status: 201,
});
