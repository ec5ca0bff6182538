// Page frame: skip link, progress bar, header, main landmark, footer, bottom nav, the season's bonus game, toasts.
// The footer, the bottom nav and the popup hosts follow the first paint (AfterFirstPaint): the first render is the
// header and the page. The auth form's host stays in it: it reads `?auth=` of the address the page opened at.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BonusGameHost } from '../../features/bonus-games/BonusGameHost';
import { CartHost } from '../../features/cart/CartHost';
import { PageProgressBar } from '../../shared/ui/PageProgress';
import { ToastHost } from '../../shared/ui/Toasts';
import { AfterFirstPaint } from './AfterFirstPaint';
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
      <AfterFirstPaint>
        <Footer />
        <BottomNav />
      </AfterFirstPaint>
      <AuthModalHost />
      <AfterFirstPaint>
        <CartHost />
        <BonusGameHost />
        <ToastHost />
      </AfterFirstPaint>
    </>
  );
}
