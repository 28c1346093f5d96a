import { route } from './spec.ts';
import {
  checkUploadRequest,
  checkUploadResponse,
  createUploadRequest,
  createUploadResponse,
} from '../uploads.ts';

export const uploadsCreate = /* @__PURE__ */ route('uploadsCreate', {
  method: 'POST',
  path: '/uploads',
  auth: 'user',
  uses: ['table:UpdateItem', 'uploads:write:pending/*'],
  throttle: 'account',
  body: createUploadRequest,
  response: createUploadResponse,
});

export const uploadsCheck = /* @__PURE__ */ route('uploadsCheck', {
  method: 'POST',
  path: '/uploads/check',
  auth: 'user',
  uses: ['uploads:read:pending/*', 'uploads:delete:pending/*'],
  throttle: 'account',
  body: checkUploadRequest,
  response: checkUploadResponse,
});
