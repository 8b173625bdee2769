import { type ReactElement, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import {
  BanCircleIcon,
  DisableIcon,
  DuplicateIcon,
  EndorsedIcon,
  MediaIcon,
  StopIcon,
} from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@packflow/contracts';
import { ImageUploadField } from '../../../components/files';
import type { Confirm } from '../../../components/ui/confirm';
import { toastSuccess } from '../../../components/ui/toaster';
import { useMay } from '../../../lib/session-view';
import { type OrderAction, useOrderAction } from '../api/order-commands';
import { ReasonDialog } from './reason-dialog';
import { useSignWithConfirm } from './use-sign-orders';

type Open = OrderAction | null;

/**
 * The order's actions: sign, ask to cancel, invalidate (asked twice), end, supplementary order,
 * artwork; only those the server lists on the order (the domain's orderActions: none on a past day).
 */
export function OrderActions({ order, confirm }: { order: OrderDetail; confirm: Confirm }) {
  const { t } = useTranslation();
  const may = useMay();
  const [open, setOpen] = useState<Open>(null);
  const [files, setFiles] = useState(order.artworkFiles);
  const action = useOrderAction();
  const signing = useSignWithConfirm(confirm);
  const number = order.number;
  const send = async (kind: OrderAction, form: Record<string, string>) => {
    const answer = await action.mutateAsync({ id: order.id, action: kind, form });
    await toastSuccess(answer.msg || t('common.operationSuccessful'));
  };
  const button = (kind: OrderAction | 'sign', icon: ReactElement, intent: Intent = Intent.NONE) =>
    order.actions.includes(kind) &&
    may(`POST@order/${kind === 'sign' ? 'sign' : `:id/${kind}`}`) && (
      <Button
        key={kind}
        icon={icon}
        intent={intent}
        text={t(`orders.actions.${kind}`)}
        loading={kind === 'sign' && signing.pending}
        onClick={() => (kind === 'sign' ? void signing.sign([order.id]) : setOpen(kind))}
      />
    );

  return (
    <>
      {signing.refusal}
      <div className="pf-order-actions">
        {button('sign', <EndorsedIcon />, Intent.PRIMARY)}
        {button('cancel', <DisableIcon />)}
        {button('invalidate', <BanCircleIcon />, Intent.DANGER)}
        {button('end', <StopIcon />, Intent.WARNING)}
        {button('supplementary', <DuplicateIcon />)}
        {button('artwork', <MediaIcon />)}
        {open === 'cancel' && (
          <ReasonDialog
            title={t('orders.dialogs.cancelTitle', { number })}
            hint={t('orders.dialogs.cancelHint')}
            submitText={t('orders.dialogs.sendRequest')}
            onSubmit={({ reason }) => send('cancel', { reason })}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'invalidate' && (
          <ReasonDialog
            title={t('orders.dialogs.invalidateTitle', { number })}
            hint={t('orders.dialogs.invalidateHint')}
            intent={Intent.DANGER}
            submitText={t('orders.actions.invalidate')}
            onSubmit={async ({ reason }) => {
              // Permanent: asked a second time.
              const sure = await confirm({
                message: t('orders.dialogs.invalidateAgain', { number }),
                confirmText: t('orders.dialogs.invalidateConfirm'),
                intent: Intent.DANGER,
              });
              if (sure) await send('invalidate', { reason });
            }}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'end' && (
          <ReasonDialog
            title={t('orders.dialogs.endTitle', { number })}
            hint={t('orders.dialogs.endHint')}
            intent={Intent.WARNING}
            submitText={t('orders.actions.end')}
            onSubmit={async ({ reason }) => {
              if (
                await confirm({ message: t('orders.dialogs.endConfirm', { number }), intent: Intent.WARNING })
              )
                await send('end', { reason });
            }}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'supplementary' && (
          <ReasonDialog
            title={t('orders.dialogs.supplementaryTitle', { number })}
            hint={t('orders.dialogs.supplementaryHint')}
            withQuantity
            onSubmit={({ reason, quantity }) => send('supplementary', { reason, quantity: quantity.trim() })}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'artwork' && (
          <ReasonDialog
            title={t('orders.dialogs.artworkTitle', { number })}
            hint={t('orders.dialogs.artworkHint')}
            withReason={false}
            extra={
              <ImageUploadField
                label={t('orders.dialogs.artworkFiles')}
                value={files}
                onChange={setFiles}
                limit={20}
              />
            }
            onSubmit={() => send('artwork', { files })}
            onClose={() => setOpen(null)}
          />
        )}
      </div>
    </>
  );
}
