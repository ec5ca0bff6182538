// Logout page (spec accounts-platform 2.2): logs out, then goes home.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../shared/session/session';
import { PageStatus } from '../../shared/ui/PageStatus';
import { useTitle } from '../../shared/ui/useTitle';

export default function LogoutPage() {
  useTitle('title.logout');
  const [, navigate] = useLocation();
  useEffect(() => {
    let active = true;
    void logout().then(() => active && navigate('/', { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate]);
  return <PageStatus messageId="auth.logout.progress" />;
}
