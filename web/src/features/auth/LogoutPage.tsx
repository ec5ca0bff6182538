// Logout page (spec accounts-platform 2.2): logs out, then goes home.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../shared/session/session';
import { useTitle } from '../../shared/ui/useTitle';
import { PageStatus } from '../../shared/ui/PageStatus';

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
