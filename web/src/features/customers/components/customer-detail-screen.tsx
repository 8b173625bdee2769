import { useCallback, useState, type ReactNode } from 'react';
import { Button, Callout, Card, H4, Intent, NonIdealState } from '@blueprintjs/core';
import { CrownIcon, EditIcon, ExportIcon, ImportIcon, PeopleIcon, SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CUSTOMER_SUPERVISING_ROLES, type CustomerView } from '@packflow/contracts';
import { PlaceText } from '../../../components/map';
import { AttachmentList, ImageUploadField } from '../../../components/files';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useFormatAddress } from '../../../lib/regions';
import { useCustomer, useCustomerTimeline } from '../api/get-customer';
import { useMay } from '../../../lib/session-view';
import {
  areaLabel,
  formatDay,
  formatWhen,
  genderLabel,
  isProtected,
  originLabel,
  ownerLabel,
} from '../format';
import { customerFiles } from '../customer-form';
import { useCustomerActions } from '../use-customer-actions';
import { CustomerDialog } from './customer-dialog';
import { CustomerTimeline } from './customer-timeline';
import { GradeDialog } from './grade-dialog';
import { ReassignDialog } from './reassign-dialog';

/** Where a salesman or trader goes after giving the customer away (they may not see it any more). */
const OWN_LIST = '/Customer/Has';

/**
 * /Customer/Detail?id=...: the customer's fields, owner, grade and dates, the claim and release
 * buttons the person may use, and the timeline of what happened to it.
 */
export function CustomerDetailScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const title = t('customers.titles.detail');
  if (id === null) {
    return (
      <Page title={title}>
        <NonIdealState
          icon={<SearchIcon size={48} />}
          title={t('customers.detail.missing')}
          description={t('customers.detail.missingHint')}
          action={<Link to={OWN_LIST}>{t('customers.detail.back')}</Link>}
        />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <QueryState query={useCustomer(id)}>{(customer) => <CustomerDetail customer={customer} />}</QueryState>
    </Page>
  );
}

type Open = 'edit' | 'reassign' | 'grade' | null;

function CustomerDetail({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const session = useSession();
  const may = useMay();
  const timeline = useCustomerTimeline(customer.id);
  const { claim, release, confirmDialog } = useCustomerActions();
  const [open, setOpen] = useState<Open>(null);
  const formatAddress = useFormatAddress();
  const files = customerFiles(customer);
  const close = useCallback(() => setOpen(null), []);

  const role = session?.user.role;
  const manager = (CUSTOMER_SUPERVISING_ROLES as readonly string[]).includes(role ?? '');
  const owned = customer.ownerId !== null;
  const mine = owned && customer.ownerId === session?.user.id;
  const shielded = !owned && isProtected(customer);
  const protectedReason = t('customers.claimProtected', { date: formatDay(customer.protectedUntil, locale) });

  const canEdit = may('PUT@customer/:id') && (owned ? mine || manager : manager);
  const canClaim = !owned && !manager && may('POST@customer/:id/claim');
  const canRelease = owned && (mine || manager) && may('POST@customer/:id/release');
  const canReassign = manager && may('PUT@customer/:id/owner');
  const canGrade = manager && owned && customer.area === 'T' && may('PUT@customer/:id/grade');

  async function releaseIt(): Promise<void> {
    if ((await release(customer)) && !manager) navigate(OWN_LIST);
  }

  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value === '' || value === null ? '—' : value}</dd>
    </>
  );

  return (
    <div className="pf-customer-detail">
      <div className="pf-actions pf-notice">
        {canEdit && (
          <Button icon={<EditIcon />} text={t('customers.buttons.edit')} onClick={() => setOpen('edit')} />
        )}
        {canClaim && (
          <span title={shielded ? protectedReason : undefined}>
            <Button
              intent={Intent.PRIMARY}
              icon={<ImportIcon />}
              text={t('customers.buttons.claim')}
              disabled={shielded}
              onClick={() => void claim(customer)}
            />
          </span>
        )}
        {canRelease && (
          <Button
            intent={Intent.DANGER}
            icon={<ExportIcon />}
            text={t('customers.buttons.release')}
            onClick={() => void releaseIt()}
          />
        )}
        {canReassign && (
          <Button
            icon={<PeopleIcon />}
            text={t('customers.buttons.reassign')}
            onClick={() => setOpen('reassign')}
          />
        )}
        {canGrade && (
          <Button icon={<CrownIcon />} text={t('customers.buttons.grade')} onClick={() => setOpen('grade')} />
        )}
      </div>
      {canClaim && shielded && (
        <Callout intent={Intent.WARNING} className="pf-notice">
          {protectedReason}
        </Callout>
      )}
      <div className="pf-sysset">
        <Card>
          <H4>{t('customers.detail.facts')}</H4>
          <dl className="pf-facts">
            {fact(t('customers.detail.code'), customer.code)}
            {fact(t('customers.fields.name'), customer.name)}
            {fact(t('customers.fields.gender'), genderLabel(customer.gender, t))}
            {fact(t('customers.fields.phone'), customer.phone)}
            {fact(t('customers.fields.email'), customer.email)}
            {fact(t('customers.fields.enterprise'), customer.enterprise)}
            {fact(t('customers.fields.domestic'), originLabel(customer.domestic, t))}
            {fact(t('customers.fields.source'), customer.source)}
            {fact(t('customers.fields.logistics'), customer.logistics)}
            {fact(t('customers.fields.responsible'), customer.responsible)}
            {fact(t('customers.fields.area'), areaLabel(customer.area, t))}
            {fact(
              t('customers.fields.addresses'),
              customer.addresses.length === 0 ? (
                ''
              ) : (
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {customer.addresses.map((address, i) => (
                    <li key={i}>
                      {formatAddress(address)}{' '}
                      <PlaceText
                        name={address.name}
                        latitude={address.latitude}
                        longitude={address.longitude}
                      />
                    </li>
                  ))}
                </ul>
              ),
            )}
            {fact(
              t('customers.fields.images'),
              files.images && (
                <ImageUploadField readOnly label={t('customers.fields.images')} value={files.images} />
              ),
            )}
            {fact(
              t('customers.fields.attachments'),
              files.attachments && (
                <AttachmentList
                  readOnly
                  label={t('customers.fields.attachments')}
                  value={files.attachments}
                />
              ),
            )}
          </dl>
        </Card>
        <Card>
          <H4>{t('customers.detail.ownership')}</H4>
          <dl className="pf-facts">
            {fact(t('customers.detail.owner'), ownerLabel(customer, t))}
            {fact(
              t('customers.detail.grade'),
              customer.gradeName ?? (customer.area === 'T' ? t('customers.noGrade') : ''),
            )}
            {owned && fact(t('customers.detail.ownedSince'), formatDay(customer.ownedSince, locale))}
            {owned && fact(t('customers.detail.releaseOn'), formatDay(customer.releaseOn, locale))}
            {!owned && fact(t('customers.detail.protectedUntil'), formatDay(customer.protectedUntil, locale))}
            {fact(t('customers.detail.created'), formatWhen(customer.createdAt, locale))}
            {fact(t('customers.detail.updated'), formatWhen(customer.updatedAt, locale))}
          </dl>
        </Card>
        <Card className="pf-sysset-history">
          <H4>{t('customers.detail.timeline')}</H4>
          <QueryState query={timeline}>{(entries) => <CustomerTimeline entries={entries} />}</QueryState>
        </Card>
      </div>
      {open === 'edit' && <CustomerDialog id={customer.id} onClose={close} />}
      {open === 'reassign' && <ReassignDialog customer={customer} onClose={close} />}
      {open === 'grade' && <GradeDialog customer={customer} onClose={close} />}
      {confirmDialog}
    </div>
  );
}
