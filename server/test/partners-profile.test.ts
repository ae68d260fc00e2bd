import { describe, expect, test } from 'vitest';
import { partnerListSchema } from '@freight/shared/core/api/models';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { drivers, startApp } from './support/test-app';

// GET /api/partners lists the served brand's own partner network (SITE_PROFILE).

describe.each(drivers)('GET /api/partners per profile on %s', (driver) => {
  test.each([
    ['freight', freightProfile.partners],
    ['electrical', electricalProfile.partners],
  ] as const)('%s: its own partners, with logos that load', async (profile, names) => {
    const { app, close } = await startApp(driver, { siteProfile: profile });
    try {
      const { data } = partnerListSchema.parse((await app.inject({ url: '/api/partners' })).json());
      expect(data.map((partner) => partner.name)).toEqual(names);
      for (const partner of data) expect((await app.inject({ url: partner.logo_url })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
