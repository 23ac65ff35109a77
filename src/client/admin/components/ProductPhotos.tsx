import { Alert, Badge, Box, Button, FileButton, Group, Loader, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { PLACEHOLDER_IMAGE, UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import type { Product } from '../../../shared/schemas/product.js';
import { PHOTO_ALT_MAX_LENGTH } from '../../../shared/schemas/product-photos.js';
import { MAX_PRODUCT_IMAGES } from '../../../shared/variants.js';
import { PlainList } from '../../components/PlainList.js';
import { ProductImage } from '../../components/ProductImage.js';
import { toastError, toastFailure, toastSuccess } from '../../lib/toasts.js';
import { useSetProductPhotos } from '../hooks/use-product-photos.js';
import { TONE } from '../lib/tones.js';
import { uploadImage } from '../lib/upload-image.js';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const THUMB = 88;

interface PhotoDraft {
  /** React's key: the photo's id once saved, a made-up one before. */
  key: string;
  /** Saved photos only: sent back, the photo keeps it (variants name their photos by it). */
  id?: string;
  url: string;
  alt: string;
  /** A file on its way to the server: `url` is the browser's own preview of it. */
  uploading?: boolean;
}

/**
 * The product's saved photos as the section edits them. The sample image is no photo of the product's own.
 * A product without photos of its own reads its name as its one photo's alt text: that is the storefront's
 * fallback for an empty alt text anyway, and left empty it follows a change of the name.
 */
function draftsOf(product: Product): PhotoDraft[] {
  return product.images
    .filter((image) => image.url !== PLACEHOLDER_IMAGE)
    .map((image) => ({ key: image.id, id: image.id, url: image.url, alt: image.alt === product.name ? '' : image.alt }));
}

const sent = (photos: readonly PhotoDraft[]) => photos.map(({ id, url, alt }) => (id === undefined ? { url, alt: alt.trim() } : { id, url, alt: alt.trim() }));
const sameAs = (a: readonly PhotoDraft[], b: readonly PhotoDraft[]) => JSON.stringify(sent(a)) === JSON.stringify(sent(b));

function tooManyMessage(left: number, chosen: number): string {
  const limit = `A product can have at most ${MAX_PRODUCT_IMAGES} photos`;
  if (left === chosen) return `${limit}: remove one to add another.`;
  return `${limit}: ${left} of the ${chosen} files you chose ${left === 1 ? 'was' : 'were'} not added.`;
}

type Action = 'earlier' | 'later' | 'remove';

/**
 * Admin → product → Photos (docs/decisions/045-product-photos.md): the product's photos in order, each with
 * its alt text; add several at once (each goes through POST /api/upload), remove, reorder by dragging or
 * with the Move earlier / Move later buttons; saved together with one PUT /api/products/{id}/images.
 * `onPendingChange` tells the product form while uploads are under way or changes are unsaved, so the
 * product's Update waits for them.
 */
export function ProductPhotos({ product, onPendingChange }: { product: Product; onPendingChange: (pending: boolean) => void }) {
  const [photos, setPhotos] = useState<PhotoDraft[]>(() => draftsOf(product));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const newKeys = useRef(0);
  const resetFiles = useRef<() => void>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  /** The button to give the focus back to once React has moved or removed a photo. */
  const focusNext = useRef<{ key: string; action: Action } | 'add' | null>(null);

  const saved = draftsOf(product);
  const uploading = photos.some((photo) => photo.uploading);
  const unsaved = !sameAs(photos, saved);
  const save = useSetProductPhotos({
    onSuccess: (product) => {
      setPhotos(draftsOf(product));
      setRefusal(null);
      toastSuccess('Photos saved');
    },
    onError: toastError,
  });

  useEffect(() => onPendingChange(uploading || unsaved), [uploading, unsaved, onPendingChange]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'add') {
      addButton.current?.focus();
      return;
    }
    const index = photos.findIndex((photo) => photo.key === target.key);
    // At the first or last place its own button is disabled: the other one takes the focus.
    const action = target.action === 'earlier' && index === 0 ? 'later' : target.action === 'later' && index === photos.length - 1 ? 'earlier' : target.action;
    buttons.current.get(`${target.key}:${action}`)?.focus();
  }, [photos]);

  const buttonRef = (key: string, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${action}`, element);
    else buttons.current.delete(`${key}:${action}`);
  };

  const move = (from: number, to: number, how: 'button' | 'drag') => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    if (how === 'button') focusNext.current = { key: photo.key, action: to < from ? 'earlier' : 'later' };
    setPhotos(next);
    setAnnouncement(`Photo ${from + 1} moved to place ${to + 1} of ${next.length}`);
  };

  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, action: 'remove' } : 'add';
    setPhotos(next);
    setRefusal(null);
    setAnnouncement(`Photo ${index + 1} removed`);
  };

  const setAlt = (key: string, alt: string) => setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, alt } : photo)));

  const add = async (files: File[]) => {
    resetFiles.current?.();
    if (files.length === 0) return;
    const room = Math.max(MAX_PRODUCT_IMAGES - photos.length, 0);
    setRefusal(files.length > room ? tooManyMessage(files.length - room, files.length) : null);
    const pending = files.slice(0, room).map((file) => ({ file, key: `new-${(newKeys.current += 1)}`, preview: URL.createObjectURL(file) }));
    if (pending.length === 0) return;
    setPhotos((current) => [...current, ...pending.map(({ key, preview }) => ({ key, url: preview, alt: '', uploading: true }))]);
    const results = await Promise.allSettled(
      pending.map(({ file }) =>
        file.size > UPLOAD_MAX_BYTES ? Promise.reject(new Error(`${file.name} is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`)) : uploadImage(file),
      ),
    );
    const stored = new Map<string, string>();
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') stored.set(pending[i].key, result.value);
      else toastFailure(result.reason, 'Image upload failed');
    });
    setPhotos((current) =>
      current.flatMap((photo) => {
        if (!photo.uploading || !pending.some((p) => p.key === photo.key)) return [photo];
        const url = stored.get(photo.key);
        return url === undefined ? [] : [{ key: photo.key, url, alt: photo.alt }];
      }),
    );
    for (const { preview } of pending) URL.revokeObjectURL(preview);
    if (stored.size > 0) {
      const done = stored.size === 1 ? 'Image uploaded successfully' : `${stored.size} images uploaded successfully`;
      toastSuccess(done);
      setAnnouncement(`${done}: save the photos to keep them`);
    }
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = photos.findIndex((photo) => photo.key === dragged);
    if (from >= 0) move(from, index, 'drag');
    setDragged(null);
    setDropAt(null);
  };

  return (
    <Box component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-labelledby="photos-heading">
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={2} fz={18} id="photos-heading">
          Photos
        </Title>
        <Text size="sm" c="dimmed">
          {photos.length} of {MAX_PRODUCT_IMAGES} photos
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        The first photo is the main one, shown in lists, carts and orders. Drag a photo by its picture, or use Move earlier and Move later, to change the
        order.
      </Text>
      <Stack gap="sm">
        {photos.length === 0 ? (
          <Text size="sm">No photos yet: add at least one before publishing the product.</Text>
        ) : (
          <PlainList ordered gap="xs" aria-label="Photos of this product">
            {photos.map((photo, index) => {
              const place = `photo ${index + 1}`;
              return (
                <Box
                  component="li"
                  key={photo.key}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    if (dropAt !== index) setDropAt(index);
                  }}
                  onDrop={(event) => drop(event, index)}
                  p="xs"
                  style={{
                    border: `1px solid var(--mantine-color-${dropAt === index && dragged !== photo.key ? 'blue-6' : 'gray-3'})`,
                    borderRadius: 'var(--mantine-radius-md)',
                    opacity: dragged === photo.key ? 0.5 : 1,
                  }}
                >
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    <Box
                      draggable={!photo.uploading}
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', photo.key);
                        setDragged(photo.key);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setDropAt(null);
                      }}
                      title="Drag to move this photo"
                      data-testid="photo-handle"
                      style={{ flex: 'none', width: THUMB, height: THUMB, cursor: photo.uploading ? 'default' : 'grab', position: 'relative' }}
                    >
                      <ProductImage
                        src={photo.url}
                        sizes={`${THUMB}px`}
                        alt={photo.alt.trim() || `Photo ${index + 1} of ${product.name}`}
                        width={THUMB}
                        height={THUMB}
                        draggable={false}
                        radius="sm"
                        style={{ width: THUMB, height: THUMB, objectFit: 'contain', background: 'var(--mantine-color-gray-0)', border: '1px solid var(--mantine-color-gray-3)' }}
                      />
                      {photo.uploading ? (
                        <Loader size="sm" aria-label="Uploading" style={{ position: 'absolute', inset: 0, margin: 'auto' }} />
                      ) : null}
                    </Box>
                    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" gap="xs">
                        <Group gap="xs">
                          <Text fw={600} size="sm">
                            Photo {index + 1}
                          </Text>
                          {index === 0 ? (
                            <Badge size="sm" variant="light">
                              Main photo
                            </Badge>
                          ) : null}
                          {photo.uploading ? (
                            <Text size="sm" c="dimmed">
                              Uploading…
                            </Text>
                          ) : null}
                        </Group>
                        <Group gap={6}>
                          <Button size="compact-sm" variant="default" ref={buttonRef(photo.key, 'earlier')} disabled={index === 0} onClick={() => move(index, index - 1, 'button')}>
                            Move earlier<VisuallyHidden> ({place})</VisuallyHidden>
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            ref={buttonRef(photo.key, 'later')}
                            disabled={index === photos.length - 1}
                            onClick={() => move(index, index + 1, 'button')}
                          >
                            Move later<VisuallyHidden> ({place})</VisuallyHidden>
                          </Button>
                          <Button size="compact-sm" variant="subtle" color="red" ref={buttonRef(photo.key, 'remove')} disabled={photo.uploading} onClick={() => remove(index)}>
                            Remove<VisuallyHidden> ({place})</VisuallyHidden>
                          </Button>
                        </Group>
                      </Group>
                      <TextInput
                        size="sm"
                        label={
                          <>
                            Alt text<VisuallyHidden> of {place}</VisuallyHidden>
                          </>
                        }
                        description="What the photo shows, for shoppers who cannot see it; the product's name if left empty"
                        maxLength={PHOTO_ALT_MAX_LENGTH}
                        value={photo.alt}
                        onChange={(event) => setAlt(photo.key, event.currentTarget.value)}
                        // Enter saves the photos, never the product form around them.
                        onKeyDown={(event) => {
                          if (event.key !== 'Enter') return;
                          event.preventDefault();
                          if (unsaved && !uploading) save.mutate({ id: product._id, images: sent(photos) });
                        }}
                      />
                    </Stack>
                  </Group>
                </Box>
              );
            })}
          </PlainList>
        )}
        {refusal ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <FileButton multiple accept={ACCEPTED_IMAGES} resetRef={resetFiles} onChange={(files) => void add(files)}>
            {(props) => (
              <Button {...props} ref={addButton} variant="light" disabled={uploading}>
                Add photos
              </Button>
            )}
          </FileButton>
          <Group gap="xs">
            {unsaved && !uploading ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setPhotos(saved);
                  setRefusal(null);
                }}
              >
                Undo changes
              </Button>
            ) : null}
            <Button onClick={() => save.mutate({ id: product._id, images: sent(photos) })} loading={save.isPending} disabled={!unsaved || uploading}>
              Save photos
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          JPEG, PNG, WebP, GIF or AVIF, up to {UPLOAD_MAX_BYTES / 1024 / 1024} MB each; choose several at once.
        </Text>
        {unsaved ? (
          <Text size="sm" c={TONE.orange}>
            Unsaved changes: save the photos before updating the product
          </Text>
        ) : null}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Box>
  );
}
