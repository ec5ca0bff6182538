// Provider marks, simplified and filled (decorative: the button carries the name).
import type { SocialSource } from '../../../../modules/identity/identity.schemas';

export function SocialIcon({ source, size = 22 }: { source: SocialSource; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', focusable: false } as const;
  switch (source) {
    case 'vk':
      return (
        <svg {...common} aria-hidden="true">
          <rect width="24" height="24" rx="6" fill="#0077ff" />
          <path
            fill="#fff"
            d="M12.8 17c-5 0-7.9-3.4-8-9.1h2.5c.1 4.2 1.9 5.9 3.4 6.3V7.9h2.4v3.6c1.4-.2 2.9-1.8 3.4-3.6h2.3c-.4 2.2-2 3.8-3.2 4.5 1.2.6 3 2 3.7 4.6h-2.6c-.6-1.7-1.9-3-3.6-3.2V17h-.3z"
          />
        </svg>
      );
    case 'discord':
      return (
        <svg {...common} aria-hidden="true">
          <rect width="24" height="24" rx="6" fill="#5865f2" />
          <path
            fill="#fff"
            d="M17.3 7.4a12.6 12.6 0 00-3.2-1l-.4.8a11.7 11.7 0 00-3.4 0l-.4-.8a12.6 12.6 0 00-3.2 1C4.7 10.4 4.2 13.3 4.4 16.2a12.8 12.8 0 003.9 2l.8-1.3a8 8 0 01-1.3-.6l.3-.2a9 9 0 007.8 0l.3.2-1.3.6.8 1.3a12.7 12.7 0 003.9-2c.3-3.4-.5-6.3-2.3-8.8zM9.6 14.4c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6zm4.8 0c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6z"
          />
        </svg>
      );
    case 'google':
      return (
        <svg {...common} aria-hidden="true">
          <rect width="24" height="24" rx="6" fill="#fff" />
          <path
            fill="#4285f4"
            d="M19.6 12.2c0-.6-.1-1.1-.2-1.6H12v3.1h4.3a3.7 3.7 0 01-1.6 2.4v2h2.6c1.5-1.4 2.3-3.4 2.3-5.9z"
          />
          <path fill="#34a853" d="M12 20c2.2 0 4-.7 5.3-1.9l-2.6-2a4.8 4.8 0 01-7.2-2.5H4.9v2.1A8 8 0 0012 20z" />
          <path fill="#fbbc05" d="M7.5 13.6a4.8 4.8 0 010-3.1V8.4H4.9a8 8 0 000 7.2l2.6-2z" />
          <path fill="#ea4335" d="M12 7.2c1.2 0 2.3.4 3.2 1.2l2.3-2.3A8 8 0 004.9 8.4l2.6 2.1A4.8 4.8 0 0112 7.2z" />
        </svg>
      );
  }
}
