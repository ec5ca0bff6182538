// Promo codes (spec accounts-platform 4.3, 5): the list with uses and expiry, and a form to create one, validated by
// the same schema the server uses.
import { Form, Formik } from 'formik';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { newPromoCodeSchema } from '../../../../../modules/promo/promo.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { SelectField, TextField } from '../../../shared/form/fields';
import { SubmitButton } from '../../../shared/form/SubmitButton';
import '../../../shared/form/form.css';
import { staffAction } from '../adminApi';
import { ActionError, PanelBody, TableHead } from '../PanelParts';
import { useStaffAction } from '../useStaffAction';

interface CodeRow {
  code: string;
  system: 'item' | 'rbx';
  spins: number;
  rbx: number;
  max_uses: number | null;
  uses: number;
  expires_at: string | null;
  countries: string[] | null;
}
const KEY = '/api/admin/promocodes';
const EMPTY = { code: '', system: 'item', prize: '1', maxUses: '', expiresAt: '', countries: '' };

export default function PromoCodesPanel() {
  const intl = useIntl();
  const { data, error, mutate } = useSWR<{ codes: CodeRow[] }>(KEY, jsonFetcher);
  const action = useStaffAction();
  return (
    <div className="admin-promo">
      <Formik
        initialValues={EMPTY}
        onSubmit={async (values, { resetForm }) => {
          const prize = Number(values.prize);
          const body = {
            code: values.code,
            system: values.system,
            ...(values.system === 'item' ? { spins: prize } : { rbx: prize }),
            maxUses: values.maxUses ? Number(values.maxUses) : null,
            expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
            countries: values.countries ? values.countries.split(/[\s,]+/).filter(Boolean) : null,
          };
          const made = await action.run('create', async () => {
            await newPromoCodeSchema.validate(body);
            const created = await staffAction('POST', KEY, body);
            await mutate();
            return created;
          });
          if (made) resetForm();
        }}
      >
        {({ values }) => (
          <Form className="admin-form" noValidate>
            <TextField name="code" label={<FormattedMessage id="admin.promo.code" />} required />
            <SelectField
              name="system"
              label={<FormattedMessage id="admin.promo.system" />}
              options={[
                { value: 'item', label: intl.formatMessage({ id: 'admin.promo.systemItem' }) },
                { value: 'rbx', label: intl.formatMessage({ id: 'admin.promo.systemRbx' }) },
              ]}
            />
            <TextField
              name="prize"
              type="number"
              label={<FormattedMessage id={values.system === 'item' ? 'admin.promo.spins' : 'admin.promo.rbx'} />}
            />
            <TextField name="maxUses" type="number" label={<FormattedMessage id="admin.promo.maxUses" />} />
            <TextField name="expiresAt" type="datetime-local" label={<FormattedMessage id="admin.promo.expires" />} />
            <TextField name="countries" label={<FormattedMessage id="admin.promo.countries" />} placeholder="ru, ua" />
            <SubmitButton busy={action.busy === 'create'}>
              <FormattedMessage id="admin.promo.create" />
            </SubmitButton>
          </Form>
        )}
      </Formik>
      <ActionError error={action.error} />
      <PanelBody data={data} error={error} empty={(d) => d.codes.length === 0}>
        {(d) => (
          <table className="admin-table">
            <TableHead
              titles={[
                'admin.promo.code',
                'admin.promo.prize',
                'admin.promo.uses',
                'admin.promo.expires',
                'admin.promo.countries',
              ]}
            />
            <tbody>
              {d.codes.map((c) => (
                <tr key={c.code} data-code={c.code}>
                  <td className="admin-mono">{c.code}</td>
                  <td>
                    <FormattedMessage
                      id={c.system === 'item' ? 'admin.promo.prizeSpins' : 'admin.promo.prizeRbx'}
                      values={{ count: c.spins, rbx: c.rbx }}
                    />
                  </td>
                  <td>
                    {c.uses}
                    {c.max_uses !== null && ` / ${c.max_uses}`}
                  </td>
                  <td>{c.expires_at ? <FormattedDate value={c.expires_at} dateStyle="short" /> : '—'}</td>
                  <td>{c.countries?.join(', ') ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PanelBody>
    </div>
  );
}
