import type { paths } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { fakeMetadata, fakeUser, fakeWindow, type FakeAccount } from './fakes';

const http = createOpenApiHttp<paths>();

/** What every signed-in screen asks first: the user, the platform's metadata, the window, the terms. */
export function sessionHandlers(account: FakeAccount, metadata = fakeMetadata(account)): RequestHandler[] {
  return [
    http.get('/api/user', ({ response }) => response(200).json(fakeUser(account))),
    http.get('/api/generic/metadata', ({ response }) => response(200).json(metadata)),
    http.get('/api/generic/marketWindow', ({ response }) => response(200).json(fakeWindow())),
    http.get('/api/metadata/user/store/gtc-accepted', ({ response }) =>
      response(200).json({ accepted: true }),
    ),
  ];
}
