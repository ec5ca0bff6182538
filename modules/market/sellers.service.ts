import { inject, injectable } from 'inversify';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { ListingsRepo } from './listings.repo';
import { StoreLinksRepo } from './store-links.repo';
import { marketErrors } from './market.errors';
import type { SellerPage } from './market.schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StoreLinkState {
  link: string | null;
  status: 'pending' | 'approved' | 'rejected' | null;
}

/** Seller market pages and store links (moderated before they are public). */
@injectable()
export class SellersService {
  constructor(
    @inject(StoreLinksRepo) private readonly links: StoreLinksRepo,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** /user/{id}: the id is the user's id or their approved store link. */
  async page(idOrLink: string): Promise<SellerPage> {
    const id = UUID.test(idOrLink) ? idOrLink : await this.links.approvedOwner(idOrLink);
    const user = id ? (await this.users.find([id])).get(id) : undefined;
    if (!user) throw marketErrors.notFound('No such seller');
    const [link, onSale] = await Promise.all([this.links.ofUser(user.id), this.listings.sellerListingCount(user.id)]);
    return {
      seller: {
        id: user.id,
        name: user.name,
        link: link?.status === 'approved' ? link.link : null,
        registeredAt: user.registeredAt.toISOString(),
        onSale,
      },
    };
  }

  async linkOf(userId: string): Promise<StoreLinkState> {
    const link = await this.links.ofUser(userId);
    return { link: link?.link ?? null, status: link?.status ?? null };
  }

  /** updateLink: the new link waits for moderation (up to 24 hours, spec trading-core 9). */
  async updateLink(userId: string, link: string): Promise<StoreLinkState> {
    await this.links.request(userId, link, this.clock.now());
    return { link, status: 'pending' };
  }

  async review(userId: string, approved: boolean): Promise<void> {
    if (!(await this.links.review(userId, approved, this.clock.now())))
      throw marketErrors.notFound('No store link waits for review');
  }

  pending() {
    return this.links.pending();
  }
}
