import type { paths } from '@fuelmarket/api-client';
import type { BrandId } from '@fuelmarket/brands';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { fakeMetadata, fakeUser, fakeWindow, type FakeAccount } from '../../app/src/test/fakes';
import { relationshipMasterData } from '../../app/src/test/relationshipFixtures';
import { AppScreen } from './AppScreen';

const http = createOpenApiHttp<paths>();

/** A signed-in buyer with the platform's master data; `/api/contact` answers as the server does. */
export function helpContactHandlers({ contactFails }: { contactFails: boolean }): RequestHandler[] {
  const account: FakeAccount = { type: 'buyer', termsAccepted: true, ...relationshipMasterData };
  return [
    http.get('/api/user', ({ response }) => response(200).json(fakeUser(account))),
    http.get('/api/generic/metadata', ({ response }) => response(200).json(fakeMetadata(account))),
    http.get('/api/generic/marketWindow', ({ response }) => response(200).json(fakeWindow())),
    http.get('/api/metadata/user/store/gtc-accepted', ({ response }) =>
      response(200).json({ accepted: true }),
    ),
    http.get('/api/favourites', ({ response }) => response(200).json({ config: [] })),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([])),
    http.post('/api/contact', ({ response }) =>
      contactFails
        ? response.untyped(
            Response.json(
              {
                type: 'about:blank',
                title: 'Dienst nicht verfügbar',
                status: 503,
                code: 'SERVICE_UNAVAILABLE',
              },
              { status: 503 },
            ),
          )
        : response(202).json({ message: 'Ihre Nachricht wurde gesendet.' }),
    ),
  ];
}

/** The app at `path` as that buyer. */
export function HelpContactScreen({
  brandId,
  path,
  contactFails = false,
}: {
  brandId: BrandId;
  path: string;
  contactFails?: boolean;
}) {
  return <AppScreen brandId={brandId} path={path} handlers={() => helpContactHandlers({ contactFails })} />;
}
