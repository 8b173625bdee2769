import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useProcessesTexts } from '../locales';

/** Beyond this many characters an error is cut to two lines, with a button to show all of it. */
const LONG = 90;

/** An error message as the server stored it: in full on demand, since it is what tells the cause. */
export function ErrorText({ text }: { text: string }) {
  const t = useProcessesTexts();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG;
  return (
    <span className="pf-proc-error-wrap">
      <span className={long && !open ? 'pf-proc-error pf-proc-error-cut' : 'pf-proc-error'} title={text}>
        {text}
      </span>
      {long ? (
        <Button
          variant="minimal"
          size="small"
          className="pf-proc-error-toggle"
          text={open ? t('error.less') : t('error.more')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      ) : null}
    </span>
  );
}
