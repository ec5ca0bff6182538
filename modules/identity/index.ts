import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { Realtime } from '../../src/platform/realtime';
import type { AppConfig } from '../../config';
import { UsersRepo } from './users.repo';
import { SessionsRepo } from './sessions.repo';
import { RecoveryRepo } from './recovery.repo';
import { OAuthStatesRepo } from './social.repo';
import { SigningKeyRepo } from './signing-key.repo';
import { RateLimits } from './rate-limits';
import { SessionService } from './session.service';
import { IdentityService } from './identity.service';
import { RecoveryService } from './recovery.service';
import { SocialLoginService } from './social.service';
import { TwoFactorService } from './two-factor.service';
import { userGuard } from './user-guard';
import { StaffService } from './staff.service';
import { sessionRoutes } from './session.routes';
import { accountRoutes } from './account.routes';
import { recoveryRoutes } from './recovery.routes';
import { socialRoutes } from './social.routes';
import { twoFactorRoutes } from './two-factor.routes';
import { simulatedProviderRouter } from './simulated-provider';
import { USER_DIRECTORY, USER_GUARD } from './identity.tokens';
import { DbUserDirectory, type UserDirectory } from './user-directory';
import { HousekeepingRepo } from './housekeeping.repo';
import { identityQueues, startIdentityWorkers } from './identity.jobs';
import { CaptchaService } from '../captcha';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { BetaAccess } from './beta-access';
import { CgaLinks } from './cga.repo';
import { mmBetaGate } from './mm-beta-gate';
import { extrasRoutes } from './extras.routes';
import { devLoginRoutes } from './dev-login.routes';

export { PROFILE_BALANCE, USER_DIRECTORY, USER_GUARD } from './identity.tokens';
export type { PublicUser, UserDirectory } from './user-directory';
export { IdentityService, type Registration } from './identity.service';
export { StaffService } from './staff.service';
export * from './staff.schemas';
export { REFRESH_REUSE_GRACE_MS } from './session.service';
export * from './identity.schemas';
export { networkCountry } from './country';
/** Spec 4.6: the A-B group a string hashes to (analytics hashes a browser's trackId). */
export { abGroup } from './profile';
export { BENCH_USER_TABLES, createBenchUsers, removeBenchUsers, type BenchUser } from './bench-load';

/** Accounts, sessions, recovery, social login, 2FA and profile settings (spec accounts-platform). */
export const identityModule: AppModule = {
  name: 'identity',
  bindings: new ContainerModule(({ bind }) => {
    bind(UsersRepo).toSelf();
    bind(SessionsRepo).toSelf();
    bind(RecoveryRepo).toSelf();
    bind(OAuthStatesRepo).toSelf();
    bind(SigningKeyRepo).toSelf();
    bind(RateLimits).toSelf();
    bind(SessionService).toSelf();
    bind(IdentityService).toSelf();
    bind(RecoveryService).toSelf();
    bind(SocialLoginService).toSelf();
    bind(TwoFactorService).toSelf();
    bind(HousekeepingRepo).toSelf();
    bind(BetaAccess).toSelf();
    bind(CgaLinks).toSelf();
    bind(StaffService).toSelf();
    bind<UserDirectory>(USER_DIRECTORY).to(DbUserDirectory);
    bind<RequestHandler>(USER_GUARD).toResolvedValue(
      (sessions: SessionService) => userGuard(sessions),
      [SessionService],
    );
  }),
  routes: (container: Container) => {
    const guard = container.get<RequestHandler>(USER_GUARD);
    const config = container.get<AppConfig>(TYPES.Config);
    const captcha = container.get(CaptchaService);
    return [
      // First, and before every module with /:game routes (src/modules.ts): mm2 closed while in beta (MM2_BETA).
      ...(config.identity.mm2Beta ? [mmBetaGate(container.get(SessionService), container.get(BetaAccess))] : []),
      sessionRoutes(container.get(IdentityService), container.get(SessionService), guard, captcha),
      accountRoutes(container.get(IdentityService), guard, config.identity.defaultCountry),
      recoveryRoutes(container.get(RecoveryService), captcha),
      socialRoutes(container.get(SocialLoginService), config.publicUrl),
      twoFactorRoutes(container.get(TwoFactorService), guard),
      extrasRoutes(
        container.get(CgaLinks),
        container.get(BetaAccess),
        guard,
        container.get<AdminAccess>(TYPES.AdminAccess).security('admin'),
      ),
      // Spec 6: the development-mode login exists outside production only.
      ...(config.env === 'production' ? [] : [devLoginRoutes(config.identity.devLoginPassword)]),
    ];
  },
  devRoutes: () => simulatedProviderRouter(),
  queues: identityQueues,
  startWorkers: startIdentityWorkers,
  async start(container: Container) {
    // The site's seller account exists before anyone could take its name.
    await container.get(IdentityService).siteUser();
    // Sockets that present an access token join their user's room.
    const sessions = container.get(SessionService);
    await sessions.start();
    container.get<Realtime>(TYPES.Realtime).useAuthenticator((token) =>
      sessions.authenticate(token).then(
        (user) => user.id,
        () => null,
      ),
    );
  },
};
