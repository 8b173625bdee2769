import { useRef, type ReactElement } from 'react';
import { Button } from '@blueprintjs/core';

export interface UploadButtonProps {
  text: string;
  icon: ReactElement;
  /** The file input's accept list. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Shown as a large square tile (the image field) instead of a plain button. */
  tile?: boolean;
}

/** A button that opens the file chooser; the input itself is hidden but keeps the button's name. */
export function UploadButton({
  text,
  icon,
  accept,
  multiple = true,
  disabled,
  onFiles,
  tile,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        icon={icon}
        text={text}
        disabled={disabled}
        onClick={() => input.current?.click()}
        style={tile ? TILE_BUTTON : undefined}
        variant={tile ? 'outlined' : undefined}
      />
      <input
        ref={input}
        type="file"
        aria-label={text}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        hidden
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // The same file chosen again must fire again.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}

/** The size of an image tile (thumbnails and the upload tile alike). */
export const TILE_SIZE = 96;

const TILE_BUTTON = {
  width: TILE_SIZE,
  height: TILE_SIZE,
  flexDirection: 'column',
  whiteSpace: 'normal',
  textAlign: 'center',
  fontSize: 12,
} as const;
