// Loads the cart drawer and the fast-buy dialog (their own chunks) the first time either is opened, then
// keeps them mounted so they can animate out. Only the count store is in the first bundle.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { pushToast } from '../../shared/state/actions';
import { cart, closeCart, closeFastBuy } from '../../shared/cart/cartStore';

const CartDrawer = lazy(() => import('./CartDrawer'));
const FastBuyDialog = lazy(() => import('./FastBuyDialog'));

/** A chunk that fails to load closes its dialog with a toast; the next opening tries again. */
class ChunkBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Cart failed to load', error);
    pushToast({ type: 'error', message: { id: 'errors.loadFailure.title' } });
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function useOnceOpened(open: boolean): [boolean, () => void, number] {
  const [needed, setNeeded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  return [needed, () => {
    setNeeded(false);
    setAttempt((a) => a + 1);
  }, attempt];
}

export function CartHost() {
  const { drawerOpen, fastBuy } = useSnapshot(cart);
  const [drawerNeeded, drawerFailed, drawerAttempt] = useOnceOpened(drawerOpen);
  const [fastNeeded, fastFailed, fastAttempt] = useOnceOpened(fastBuy !== null);
  return (
    <>
      {drawerNeeded && (
        <ChunkBoundary key={`drawer-${drawerAttempt}`} onError={() => { closeCart(); drawerFailed(); }}>
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>
        </ChunkBoundary>
      )}
      {fastNeeded && (
        <ChunkBoundary key={`fast-${fastAttempt}`} onError={() => { closeFastBuy(); fastFailed(); }}>
          <Suspense fallback={null}>
            <FastBuyDialog />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
