// The operators' console (/admin, /admin/:section; issue 19): a navigation of the sections the staff member's role
// opens and the chosen section's panel. Lazy: nothing of it is in the public bundle. A user without a staff role is
// told so; a guest is asked to sign in by the route's auth level.
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, useParams } from 'wouter';
import { CardLoading } from '../../shared/ui/CardLoading';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { NavLink } from '../../shared/ui/NavLink';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useTitle } from '../../shared/ui/useTitle';
import { roleAllows, useStaffMe } from './adminApi';
import { SECTIONS } from './sections';
import '../../shared/ui/card.css';
import './admin.css';

export default function AdminConsole() {
  useTitle('admin.title');
  const intl = useIntl();
  const { section } = useParams<{ section?: string }>();
  const me = useStaffMe();
  if (me.error)
    return (
      <div className="container admin-page">
        <ErrorState heading="h1" title={<FormattedMessage id="admin.loadFailed" />} text={String(me.error.message)} />
      </div>
    );
  if (!me.data) return <CardLoading />;
  const open = SECTIONS.filter((s) => roleAllows(me.data?.role, s.role));
  if (!open.length)
    return (
      <div className="container admin-page">
        <ErrorState
          heading="h1"
          className="admin-no-access"
          title={<FormattedMessage id="admin.noAccess" />}
          text={<FormattedMessage id="admin.noAccessText" />}
        />
      </div>
    );
  const current = open.find((s) => s.key === section);
  if (!current) return <Redirect to={`/admin/${open[0]!.key}`} replace />;
  const Panel = current.panel;
  return (
    <div className="container admin-page" id="admin-console" data-section={current.key} data-role={me.data.role}>
      <header className="admin-page__head">
        <h1 className="admin-page__title">
          <Icon name="shield" size={28} />
          <FormattedMessage id="admin.title" />
        </h1>
        <span className="admin-page__me">
          {me.data.username}{' '}
          <StatusBadge tone={me.data.role === 'admin' ? 'warning' : 'info'} status={me.data.role}>
            {me.data.role}
          </StatusBadge>
        </span>
      </header>
      <div className="admin-layout">
        <nav className="admin-nav profile-card" aria-label={intl.formatMessage({ id: 'admin.nav' })}>
          {open.map((s) => (
            <NavLink key={s.key} href={`/admin/${s.key}`} className={`admin-nav__link admin-nav__link--${s.key}`}>
              <Icon name={s.icon} size={18} />
              <FormattedMessage id={s.title} />
            </NavLink>
          ))}
        </nav>
        <section className="admin-panel profile-card" aria-labelledby="admin-panel-title">
          <h2 id="admin-panel-title" className="admin-panel__title">
            <FormattedMessage id={current.title} />
          </h2>
          <Suspense fallback={<CardLoading />}>
            <Panel />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
