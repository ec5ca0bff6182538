// /support/desk (spec trading-core 6): the operators' desk (features/support/desk) with the asker's activity beside
// a question or a chat. The activity is made of the history tables of four features (purchases, seller, withdrawals,
// wallet), so the page is put together here, in the app, as the history page is.
import DeskPage from '../../features/support/desk/DeskPage';
import { DeskActivitySlot } from '../../features/support/desk/DeskParts';
import { UserActivityPanel } from './DeskUserActivity';

const activity = (userId: string) => <UserActivityPanel userId={userId} />;

export default function SupportDeskPage() {
  return (
    <DeskActivitySlot.Provider value={activity}>
      <DeskPage />
    </DeskActivitySlot.Provider>
  );
}
