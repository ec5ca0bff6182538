// "Sign in" on a page a visitor may see (a payment's result, /trade): remembers the page to come back to after
// signing in and opens the sign-in form.
import { FormattedMessage } from 'react-intl';
import { openAuth, rememberRedirect } from '../session/session';
import { Button } from './Button';
import { Icon } from './Icon';

export function SignInButton({ size, id }: { size?: 'md' | 'lg'; id?: string }) {
  return (
    <Button
      size={size}
      id={id}
      onClick={() => {
        rememberRedirect(window.location.pathname + window.location.search);
        openAuth('login');
      }}
    >
      <Icon name="user" size={18} />
      <FormattedMessage id="header.signIn" />
    </Button>
  );
}
