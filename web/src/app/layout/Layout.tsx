// Page frame: skip link, progress bar, header, main landmark, footer, bottom nav, the season's bonus game, toasts.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BonusGameHost } from '../../features/bonus-games/BonusGameHost';
import { CartHost } from '../../features/cart/CartHost';
import { PageProgressBar } from '../../shared/ui/PageProgress';
import { ToastHost } from '../../shared/ui/Toasts';
import { AuthModalHost } from './AuthModalHost';
import { BottomNav } from './BottomNav';
import { DevStatusNote } from './DevStatusNote';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skipToContent" />
      </a>
      <PageProgressBar />
      <DevStatusNote />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomNav />
      <AuthModalHost />
      <CartHost />
      <BonusGameHost />
      <ToastHost />
    </>
  );
}
