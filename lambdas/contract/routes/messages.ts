import { route } from './spec.ts';
import {
  blockInput,
  blockResult,
  conversationParams,
  conversationsPage,
  conversationsQuery,
  conversationStarted,
  readInput,
  readResult,
  sendMessageInput,
  sentMessage,
  startConversationInput,
  thread,
  threadQuery,
} from '../messages.ts';

// Messages (messages.ts): conversations between two accounts, or a nanny and a visitor.
export const messagesList = /* @__PURE__ */ route('messagesList', {
  method: 'GET',
  path: '/messages',
  auth: 'user',
  // The inbox rows (gsi1), then their conversations, last messages and blocks by key.
  uses: ['table:Query:gsi1', 'table:BatchGetItem'],
  throttle: 'account',
  query: conversationsQuery,
  response: conversationsPage,
});

export const messagesStart = /* @__PURE__ */ route('messagesStart', {
  method: 'POST',
  path: '/messages',
  auth: 'user',
  uses: [
    'table:GetItem',
    'table:PutItem',
    'table:UpdateItem',
    'table:ConditionCheckItem',
    // The new-message email goes through the outbox (PutItem, in the message's transaction).
    // A family poster's first name, for a nanny starting from her application.
    'userpool:AdminGetUser',
  ],
  throttle: 'account',
  body: startConversationInput,
  response: conversationStarted,
  status: 201,
});

export const messagesThread = /* @__PURE__ */ route('messagesThread', {
  method: 'GET',
  path: '/messages/{conversationId}',
  auth: 'user',
  uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query'],
  // An open thread asks every few seconds (THREAD_POLL_MS): its own budget, sized for open threads.
  throttle: 'live',
  params: conversationParams,
  query: threadQuery,
  response: thread,
});

export const messagesSend = /* @__PURE__ */ route('messagesSend', {
  method: 'POST',
  path: '/messages/{conversationId}',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  params: conversationParams,
  body: sendMessageInput,
  response: sentMessage,
  status: 201,
});

export const messagesRead = /* @__PURE__ */ route('messagesRead', {
  method: 'PUT',
  path: '/messages/{conversationId}/read',
  auth: 'user',
  // What is still unread after the mark is counted from the messages after it (Query).
  uses: ['table:GetItem', 'table:Query', 'table:UpdateItem', 'table:ConditionCheckItem'],
  throttle: 'account',
  params: conversationParams,
  body: readInput,
  response: readResult,
});

export const messagesBlock = /* @__PURE__ */ route('messagesBlock', {
  method: 'PUT',
  path: '/messages/{conversationId}/block',
  auth: 'user',
  uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem'],
  throttle: 'account',
  params: conversationParams,
  body: blockInput,
  response: blockResult,
});
