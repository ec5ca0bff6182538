// A post's cover: one of the built-in arts (BLOG_COVERS), an icon on its own gradient; decorative.
import type { BlogCover as CoverKey } from '../../../../../modules/content/blog.schemas';
import { Icon, type IconName } from '../../../shared/ui/Icon';

const ICONS: Record<CoverKey, IconName> = {
  safety: 'shield',
  quickSale: 'repeat',
  wheel: 'gift',
  season: 'star',
  cashout: 'bank',
};

export function BlogCover({ cover, size = 'card' }: { cover: CoverKey | null; size?: 'card' | 'hero' }) {
  const key = cover ?? 'safety';
  return (
    <div className={`blog-cover blog-cover--${key} blog-cover--${size}`} aria-hidden="true">
      <Icon name={ICONS[key]} size={size === 'hero' ? 56 : 40} />
    </div>
  );
}
