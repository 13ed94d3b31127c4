/** Mock data shared by the shell's stories and tests. */
import { createHandlers, makeMockCatalogue, makePermissionInfo, type MockCatalogue, type MockHandlerOptions } from '@gamehall/api-client/mocks';

/** A small catalogue with every resource the shell shows (apps, licence, social links). */
export function shellCatalogue(): MockCatalogue {
  const db = makeMockCatalogue({ gamesPerVendor: 2 });
  db.permissionInfo = makePermissionInfo({
    resources: [
      { resourceType: 'APP_IOS', url: 'https://gamehall.example/app/ios' },
      { resourceType: 'APP_ANDROID', url: 'https://gamehall.example/app/android.apk' },
      { resourceType: 'LICENCE', url: '/art/licence.svg' },
      { resourceType: 'SOCIAL_WHATSAPP', url: 'https://wa.me/639171234567' },
      { resourceType: 'SOCIAL_FACEBOOK', url: 'https://www.facebook.com/gamehall.example' },
      { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.me/gamehall_ph' },
    ],
  });
  return db;
}

/** MSW handlers over {@link shellCatalogue} (or a given catalogue). */
export function shellHandlers(options: MockHandlerOptions = {}, db: MockCatalogue = shellCatalogue()) {
  return createHandlers(db, options);
}
