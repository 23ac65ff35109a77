import { ActionIcon, Alert, Box, Button, Group, Image, Modal, NativeSelect, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Category, CategoryNode } from '../../shared/categories.js';
import { slugFromName } from '../../shared/category-slug.js';
import { ChevronDownIcon } from '../components/icons.js';
import { countLabel } from '../lib/format.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { errorMessage, trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { AdminTable, HiddenHeader } from './components/AdminTable.js';
import { DeleteButton } from './components/DeleteButton.js';
import { ImageUploadInput } from './components/ImageUploadInput.js';
import { useCreateCategory, useDeleteCategory, useReorderCategories, useUpdateCategory } from './hooks/use-category-mutations.js';
import { confirmDelete } from './lib/feedback.js';
import { fieldErrorsFrom } from './lib/field-errors.js';
import { LanguageTabs, tabWithError, type LanguageTab } from './components/LanguageTabs.js';

const FALLBACK_IMAGE = '/images/sample.svg';

/** Every field as typed, so nothing is lost when the server refuses a value. */
interface CategoryFormValues {
  name: string;
  /** Empty on a new category: made from the name. */
  slug: string;
  /** '' for a top-level category. */
  parentId: string;
  description: string;
  /** In Hindi, for the Hindi pages: optional (docs/decisions/056-languages.md). */
  nameHi: string;
  descriptionHi: string;
  /** '' for no photo. */
  image: string;
}
type FieldName = keyof CategoryFormValues;
const FIELD_NAMES: readonly FieldName[] = ['name', 'slug', 'parentId', 'description', 'nameHi', 'descriptionHi', 'image'];

const valuesOf = (category: Category | null): CategoryFormValues => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  parentId: category?.parentId ?? '',
  description: category?.description ?? '',
  nameHi: category?.nameHi ?? '',
  descriptionHi: category?.descriptionHi ?? '',
  image: category?.image ?? '',
});

function CategoryDialog({ category, tree, onClose }: { category: Category | null; tree: CategoryNode[]; onClose: () => void }) {
  const [values, setValues] = useState<CategoryFormValues>(valuesOf(category));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState<LanguageTab>('en');
  const handlers = {
    onSuccess: () => {
      toastSuccess(category ? 'Category updated' : 'Category created');
      onClose();
    },
    onError: (error: unknown) => {
      toastError(error);
      const found = fieldErrorsFrom(error, FIELD_NAMES);
      setErrors(found);
      setTab((current) => tabWithError(found, ['name', 'description'], ['nameHi', 'descriptionHi']) ?? current);
    },
  };
  const create = useCreateCategory(handlers);
  const update = useUpdateCategory(handlers);
  const set = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const field = (name: Exclude<FieldName, 'parentId' | 'image'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });
  // A category with categories inside it stays at the top; any other may go inside a top-level one but itself.
  const hasChildren = tree.some((node) => node._id === category?._id && node.children.length > 0);
  const parents = tree.filter((node) => node._id !== category?._id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name,
      description: values.description,
      nameHi: values.nameHi,
      descriptionHi: values.descriptionHi,
      image: values.image.trim() || null,
      parentId: values.parentId || null,
      ...(values.slug.trim() ? { slug: values.slug } : {}),
    };
    if (category) update.mutate({ id: category._id, ...fields });
    else create.mutate(fields);
  };
  const image = values.image.trim();
  const madeSlug = slugFromName(values.name);
  return (
    <Modal opened onClose={onClose} title={category ? `Edit ${category.name}` : 'Create category'} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LanguageTabs
            what="category"
            tab={tab}
            onTabChange={setTab}
            gap="sm"
            hindiNote="Optional. Shown on the shop’s Hindi pages; where a text is empty, the English one is shown."
            english={
              <>
                <TextInput label="Name" required {...field('name')} data-autofocus />
                <Textarea label="Description" description="Shown to search engines for the category's page; optional" autosize minRows={2} maxRows={6} {...field('description')} />
              </>
            }
            hindi={
              <>
                <TextInput label="Name in Hindi" lang="hi" {...field('nameHi')} />
                <Textarea label="Description in Hindi" lang="hi" autosize minRows={2} maxRows={6} {...field('descriptionHi')} />
              </>
            }
          />
          <TextInput
            label="Slug"
            description={
              category
                ? `The page's address: /category/${values.slug.trim() || category.slug}. After a change the old address leads here.`
                : `The page's address: /category/${values.slug.trim() || madeSlug || '…'}. Leave empty to make it from the name.`
            }
            placeholder={category ? undefined : madeSlug}
            {...field('slug')}
          />
          <NativeSelect
            label="Inside"
            description={hasChildren ? 'It has categories inside it, so it stays at the top' : 'Categories nest one level: Fashion › Men'}
            disabled={hasChildren}
            data={[{ value: '', label: 'Nothing (a top-level category)' }, ...parents.map((node) => ({ value: node._id, label: node.name }))]}
            value={values.parentId}
            error={errors.parentId}
            onChange={(event) => set('parentId', event.currentTarget.value)}
          />
          {/* The photo: uploaded (resized and stored by the shop), shown round on the storefront's tile. */}
          <Group align="flex-start" gap="md" wrap="nowrap">
            {image ? (
              <Image src={image} fallbackSrc={FALLBACK_IMAGE} alt={`The photo of ${values.name || 'the category'}`} w={72} h={72} radius="xl" fit="cover" bg="gray.0" />
            ) : null}
            <Stack gap={6} style={{ flex: 1 }}>
              <ImageUploadInput label={image ? 'Replace photo' : 'Photo'} onUploaded={(path) => set('image', path)} onUploadingChange={setUploading} />
              {image ? (
                <Button variant="subtle" color="red.9" size="compact-sm" onClick={() => set('image', '')} style={{ alignSelf: 'flex-start' }}>
                  Remove photo
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  Without a photo the storefront shows a plain tile
                </Text>
              )}
              {errors.image ? (
                <Text size="sm" c="red.9" role="alert">
                  {errors.image}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={uploading}>
              {category ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One row of the tree: a category, its siblings (for moving it among them) and its parent when it has one. */
interface Row {
  category: Category;
  siblings: Category[];
  index: number;
  parent?: CategoryNode;
}

const rowsOf = (tree: CategoryNode[]): Row[] =>
  tree.flatMap((node, index) => [
    { category: node, siblings: tree, index },
    ...node.children.map((child, childIndex) => ({ category: child, siblings: node.children, index: childIndex, parent: node })),
  ]);

const moveButtonId = (id: string, step: -1 | 1) => `move-${step < 0 ? 'up' : 'down'}-${id}`;

/** The tree with one parent's categories (or the top-level ones) in the order of `ids`, as the server will put them. */
function inOrder(tree: CategoryNode[], ids: string[]): CategoryNode[] {
  const sorted = <T extends Category>(list: T[]) => (list.some((c) => ids.includes(c._id)) ? [...list].sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id)) : list);
  return sorted(tree).map((node) => ({ ...node, children: sorted(node.children) }));
}

/**
 * Admin → Categories: the tree (each top-level category followed by the ones inside it), with each one's
 * products, moving up and down among its siblings, editing and deleting (refused while it has products or
 * categories, with the server's reason on the page).
 */
export function CategoriesPage() {
  const listInput = { withCounts: true };
  const list = trpc.categories.list.useQuery(listInput, { staleTime: 0, refetchOnMount: 'always' });
  const utils = trpc.useUtils();
  const tree = list.data ?? [];
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reorder = useReorderCategories({ onError: toastError });
  const remove = useDeleteCategory({
    onSuccess: () => {
      setRefusal(null);
      toastSuccess('Category deleted');
    },
    onError: (error) => {
      toastError(error);
      setRefusal(errorMessage(error));
    },
  });

  // The keyboard stays on the row that moved, once the list is drawn in its new order: on the same button,
  // or on the other one when the row reached an end (a disabled button cannot hold the focus).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [list.data]);
  // Shown in its new place at once; the moves go to the server one after another.
  const move = ({ category, siblings, index }: Row, step: -1 | 1) => {
    const ids = siblings.map((sibling) => sibling._id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    const target = index + step;
    const stillAble = step < 0 ? target > 0 : target < siblings.length - 1;
    focusAfterMove.current = moveButtonId(category._id, stillAble ? step : step < 0 ? 1 : -1);
    // A fetch under way would bring back the order from before.
    void utils.categories.list.cancel(listInput);
    utils.categories.list.setData(listInput, (old) => old && inOrder(old, ids));
    reorder.mutate({ ids });
  };
  const askDelete = (category: Category) => confirmDelete('category', category.name, () => remove.mutate({ id: category._id }));

  const rows = rowsOf(tree);
  return (
    <AdminShell
      title="Categories"
      headingId="categories-heading"
      count={list.data ? countLabel(rows.length, 'category', 'categories') : undefined}
      actions={<Button onClick={() => setEditing('new')}>Create Category</Button>}
    >
      {refusal ? (
        <Alert color="red" variant="light" role="alert" title="The category was not deleted" mb="md" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <AdminTable
        labelledBy="categories-heading"
        headers={['Name', 'Address', 'Products', <HiddenHeader key="order">Order</HiddenHeader>, <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={760}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty="No categories yet. Create the first one."
        rowCount={rows.length}
        pageInfo={undefined}
        hrefFor={() => '/admin/categories'}
      >
        {rows.map((row) => {
          const { category, parent, index, siblings } = row;
          return (
            <Table.Tr key={category._id}>
              <Table.Td data-label="Name">
                <Box pl={parent ? 'xl' : 0}>
                  <Text fw={parent ? 400 : 600}>{category.name}</Text>
                  {parent ? (
                    <Text size="xs" c="dimmed">
                      Inside {parent.name}
                    </Text>
                  ) : null}
                </Box>
              </Table.Td>
              <Table.Td data-label="Address" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                /category/{category.slug}
              </Table.Td>
              <Table.Td data-label="Products">{category.productCount ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    id={moveButtonId(category._id, -1)}
                    variant="default"
                    size="lg"
                    aria-label={`Move ${category.name} up`}
                    disabled={index === 0}
                    onClick={() => move(row, -1)}
                  >
                    <ChevronDownIcon size={18} style={{ transform: 'rotate(180deg)' }} />
                  </ActionIcon>
                  <ActionIcon
                    id={moveButtonId(category._id, 1)}
                    variant="default"
                    size="lg"
                    aria-label={`Move ${category.name} down`}
                    disabled={index === siblings.length - 1}
                    onClick={() => move(row, 1)}
                  >
                    <ChevronDownIcon size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap" justify="flex-end">
                  <Button size="xs" variant="light" onClick={() => setEditing(category)} aria-label={`Edit category ${category.name}`}>
                    Edit
                  </Button>
                  <DeleteButton label={`Delete category ${category.name}`} loading={remove.isPending && remove.variables?.id === category._id} onClick={() => askDelete(category)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
      {editing ? (
        <CategoryDialog key={editing === 'new' ? 'new' : editing._id} category={editing === 'new' ? null : editing} tree={tree} onClose={() => setEditing(null)} />
      ) : null}
    </AdminShell>
  );
}
