// Loads the cart drawer and the fast-buy dialog (their own chunks) the first time either is opened, then
// keeps them mounted so they can animate out. Only the count store is in the first bundle.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cart, closeCart, closeFastBuy } from '../../shared/cart/cartStore';
import { ChunkBoundary } from '../../shared/ui/ChunkBoundary';

const CartDrawer = lazy(() => import('./CartDrawer'));
const FastBuyDialog = lazy(() => import('./FastBuyDialog'));

function useOnceOpened(open: boolean): [boolean, () => void, number] {
  const [needed, setNeeded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  return [
    needed,
    () => {
      setNeeded(false);
      setAttempt((a) => a + 1);
    },
    attempt,
  ];
}

/** A chunk that fails to load closes its dialog with a toast (ChunkBoundary); the next opening tries again. */
export function CartHost() {
  const { drawerOpen, fastBuy } = useSnapshot(cart);
  const [drawerNeeded, drawerFailed, drawerAttempt] = useOnceOpened(drawerOpen);
  const [fastNeeded, fastFailed, fastAttempt] = useOnceOpened(fastBuy !== null);
  return (
    <>
      {drawerNeeded && (
        <ChunkBoundary
          key={`drawer-${drawerAttempt}`}
          name="Cart"
          onError={() => {
            closeCart();
            drawerFailed();
          }}
        >
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>
        </ChunkBoundary>
      )}
      {fastNeeded && (
        <ChunkBoundary
          key={`fast-${fastAttempt}`}
          name="Cart"
          onError={() => {
            closeFastBuy();
            fastFailed();
          }}
        >
          <Suspense fallback={null}>
            <FastBuyDialog />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
