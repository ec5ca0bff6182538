// Change-password dialog (spec accounts-platform 2.6, 8): old, new and repeated password; submit disabled
// until valid or while loading. Old password wrong -> on its field; other failures -> error toast;
// success -> new tokens stored (other sessions are revoked), success toast, back to /profile.
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { changePasswordFormSchema, PASSWORD_MAX } from '../../../../modules/identity/identity.schemas';
import { applyServerError } from '../../shared/form/applyServerError';
import { PasswordField } from '../../shared/form/fields';
import { NewPasswordFields } from '../../shared/form/NewPasswordFields';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { storeTokens } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { Modal } from '../../shared/ui/Modal';
import { updatePasswordCall } from './api';
import '../../shared/form/form.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export function ChangePasswordDialog({ open }: { open: boolean }) {
  const titleId = useId();
  const [, navigate] = useLocation();
  const close = () => navigate('/profile');
  return (
    <Modal open={open} onClose={close} titleId={titleId} size="sm" className="password-dialog">
      <Formik<Values>
        initialValues={{ oldPassword: '', newPassword: '', repeatPassword: '' }}
        validationSchema={changePasswordFormSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            storeTokens(await updatePasswordCall(values.oldPassword, values.newPassword));
            pushToast({ type: 'success', message: { id: 'profile.password.changed' } });
            helpers.resetForm();
            close();
          } catch (error) {
            const outcome = applyServerError(error, helpers, ['oldPassword', 'newPassword']);
            if (Object.keys(outcome.fields).length === 0) {
              pushToast({ type: 'error', message: outcome.alert ?? { id: 'errors.generic' } });
            }
          }
        }}
      >
        {({ isSubmitting, isValid, values }) => (
          <Form className="form auth-form" noValidate>
            <header className="auth-form__head">
              <h2 id={titleId} className="auth-form__title">
                <FormattedMessage id="profile.password.title" />
              </h2>
              <p className="auth-form__text">
                <FormattedMessage id="profile.password.dialogText" />
              </p>
            </header>
            <PasswordField
              name="oldPassword"
              label={<FormattedMessage id="auth.field.oldPassword" />}
              autoComplete="current-password"
              limits={{ max: PASSWORD_MAX }}
              autoFocus
            />
            <NewPasswordFields
              name="newPassword"
              value={values.newPassword}
              label={<FormattedMessage id="auth.field.newPassword" />}
            />
            <SubmitButton busy={isSubmitting} disabled={!isValid}>
              <FormattedMessage id="profile.password.submit" />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
