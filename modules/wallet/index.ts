import { ContainerModule, type Container } from 'inversify';
import { Router, type RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { PROFILE_BALANCE, USER_GUARD, type ProfileBalance } from '../identity';
import { Ledger } from './ledger';
import { TopupsRepo } from './topups.repo';
import { CashoutsRepo } from './cashouts.repo';
import { WalletService } from './wallet.service';
import { TopupsService } from './topups.service';
import { CashoutsService } from './cashouts.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SimulatedPaymentProvider } from './simulated-payments';
import { walletRoutes } from './wallet.routes';
import { startWalletWorkers, walletQueues } from './wallet.jobs';

export { walletErrors } from './wallet.errors';
export {
  WalletService,
  type AutopurchaseHold,
  type ExchangeMoney,
  type PurchaseCharge,
  type RbxMoney,
  type SaleLine,
} from './wallet.service';
export { TopupsService } from './topups.service';
export { CashoutsService } from './cashouts.service';
export { SITE } from './ledger';
export { SimulatedPaymentProvider } from './simulated-payments';
export { PAYMENT_PROVIDER, signWebhook, SIGNATURE_HEADER, type PaymentProvider } from './payment-provider';
export * from './wallet.schemas';

/** The money: a double-entry ledger, balances, top-ups through a payment provider, cash-outs (spec trading-core 5, 6, 9). */
export const walletModule: AppModule = {
  name: 'wallet',
  bindings: new ContainerModule(({ bind }) => {
    bind(Ledger).toSelf();
    bind(TopupsRepo).toSelf();
    bind(CashoutsRepo).toSelf();
    bind(WalletService).toSelf();
    bind(TopupsService).toSelf();
    bind(CashoutsService).toSelf();
    bind<PaymentProvider | null>(PAYMENT_PROVIDER)
      .toResolvedValue(
        (config: AppConfig, self: { url: string }) => {
          const secret = config.wallet.paymentWebhookSecret;
          // Only the simulated provider exists so far; a real one would be chosen here by configuration.
          return secret && config.wallet.simulatedPayments
            ? new SimulatedPaymentProvider(secret, () => self.url)
            : null;
        },
        [TYPES.Config, TYPES.SelfUrl],
      )
      .inSingletonScope();
    bind<ProfileBalance>(PROFILE_BALANCE).toResolvedValue(
      (wallet: WalletService) => ({
        availableOf: async (userId: string) => (await wallet.balance(userId)).available,
      }),
      [WalletService],
    );
  }),
  routes: (container: Container) => {
    const config = container.get<AppConfig>(TYPES.Config);
    return walletRoutes({
      wallet: container.get(WalletService),
      topups: container.get(TopupsService),
      cashouts: container.get(CashoutsService),
      guard: container.get<RequestHandler>(USER_GUARD),
      access: container.get<AdminAccess>(TYPES.AdminAccess),
      publicUrl: config.publicUrl,
    });
  },
  devRoutes: (container: Container) => {
    const provider = container.get<PaymentProvider | null>(PAYMENT_PROVIDER);
    return provider instanceof SimulatedPaymentProvider ? provider.devRoutes() : Router();
  },
  queues: walletQueues,
  startWorkers: startWalletWorkers,
};
