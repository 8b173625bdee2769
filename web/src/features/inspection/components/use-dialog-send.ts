import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendForm } from '../../../components/ui/form-dialog';

/**
 * An inspection dialog's sending: the form's own checks shown first, then one request at a time
 * (a second tap before the first answer sends nothing); the dialog closes with the server's
 * message, or keeps the server's per-field messages.
 */
export function useDialogSend(onClose: () => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useRef(false);

  /** Shows `found`; when it is empty, sends `request` (answering the success message). */
  async function send(found: Record<string, string>, request: () => Promise<{ msg: string }>) {
    if (sending.current) return;
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    try {
      await sendForm(request, t, onClose, setErrors);
    } finally {
      sending.current = false;
    }
  }

  return { errors, send };
}
