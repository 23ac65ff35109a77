import { FileInput, Loader } from '@mantine/core';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import { toastFailure, toastSuccess } from '../../lib/toasts.js';
import { uploadImage } from '../lib/upload-image.js';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Picks one image and uploads it at once; the stored path goes to `onUploaded`. `onUploadingChange` lets
 * the form hold its submit button while an upload is under way.
 */
export function ImageUploadInput({
  label,
  onUploaded,
  onUploadingChange,
}: {
  label: string;
  onUploaded: (path: string) => void;
  onUploadingChange: (busy: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setUploading(true);
    onUploadingChange(true);
    try {
      if (chosen.size > UPLOAD_MAX_BYTES) throw new Error(`The image is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
      onUploaded(await uploadImage(chosen));
      toastSuccess('Image uploaded successfully');
    } catch (error) {
      setFile(null);
      toastFailure(error, 'Image upload failed');
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  return (
    <FileInput
      label={label}
      description="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB"
      placeholder="Choose an image file"
      accept={ACCEPTED_IMAGES}
      value={file}
      onChange={(chosen) => void upload(chosen)}
      disabled={uploading}
      rightSection={uploading ? <Loader size={16} aria-label="Uploading" /> : null}
      clearable={false}
      // Mantine's placeholder grey is too faint on white (2:1); the shop's dimmed grey reads at AA.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
