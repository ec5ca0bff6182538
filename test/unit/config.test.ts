import { expect } from 'chai';
import { ConfigError, FEATURE_FLAG_DEFAULTS, loadConfig } from '../../config';

describe('config: typed settings validated at start', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).to.include({ port: 3000, dataDir: '.data', embeddedPgPort: 54329, env: 'development' });
    expect(config.databaseUrl).to.equal(undefined);
    expect(config.featureFlags).to.deep.equal(FEATURE_FLAG_DEFAULTS);
  });

  it('a bad value stops start-up with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).to.throw(ConfigError, /PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).to.throw(ConfigError, /DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).to.throw(ConfigError, /LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).to.throw(ConfigError, /ADMIN_TOKEN/);
  });

  it('spec accounts-platform 6: game switcher and 2FA default off, dark theme and fast sale default on', () => {
    const { featureFlags } = loadConfig({});
    expect(featureFlags).to.include({
      gameSwitcher: false,
      twoFactor: false,
      cartReservation: false,
      aiSupport: false,
    });
    expect(featureFlags).to.include({ darkTheme: true, fastSale: true, newProfile: true, reviews: true });
  });

  it('FEATURE_FLAGS turns flags on and off and rejects unknown flags by name', () => {
    expect(loadConfig({ FEATURE_FLAGS: 'gameSwitcher=on, darkTheme=off' }).featureFlags).to.include({
      gameSwitcher: true,
      darkTheme: false,
    });
    expect(() => loadConfig({ FEATURE_FLAGS: 'teleport=on' })).to.throw(ConfigError, /FEATURE_FLAGS.*teleport/);
    expect(() => loadConfig({ FEATURE_FLAGS: 'gameSwitcher=yes' })).to.throw(ConfigError, /FEATURE_FLAGS/);
  });
});
