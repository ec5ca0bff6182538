// The pages of the profile area go into its frame here, at the route table, so no feature imports the frame.
import type { ComponentType } from 'react';
import { lazyPage } from '../../shared/routing/lazyPage';

/** A lazy page inside ProfileShell: the page's chunk and the frame's load together (no waterfall). */
export function profilePage(load: () => Promise<{ default: ComponentType }>) {
  return lazyPage(async () => {
    const [{ ProfileShell }, { default: Page }] = await Promise.all([import('../layout/ProfileShell'), load()]);
    return {
      default: function ProfileAreaPage() {
        return (
          <ProfileShell>
            <Page />
          </ProfileShell>
        );
      },
    };
  });
}
