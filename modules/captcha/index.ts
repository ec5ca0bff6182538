import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { SpentChallengesRepo } from './captcha.repo';
import { CaptchaService } from './captcha.service';
import { captchaRoutes } from './captcha.routes';
import { captchaQueues, startCaptchaWorkers } from './captcha.jobs';

export { CaptchaService } from './captcha.service';
export { PURGE_SPENT_QUEUE } from './captcha.jobs';
export { captchaErrors } from './captcha.errors';
export * from './captcha.schemas';

/** The optional self-hosted proof-of-work captcha of the sign-in forms (spec accounts-platform 5; config CAPTCHA). */
export const captchaModule: AppModule = {
  name: 'captcha',
  bindings: new ContainerModule(({ bind }) => {
    bind(SpentChallengesRepo).toSelf();
    bind(CaptchaService).toSelf();
  }),
  routes: (container: Container) => captchaRoutes(container.get(CaptchaService)),
  queues: captchaQueues,
  startWorkers: startCaptchaWorkers,
};
