import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { rupees } from '../components/Price.js';
import { countLabel } from '../lib/format.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { trpc } from '../trpc.js';
import { AdminShell } from './components/AdminShell.js';
import { DeleteButton } from './components/DeleteButton.js';
import { AdminTable, HiddenHeader, IdCell } from './components/AdminTable.js';
import { useCreateProduct, useDeleteProduct } from './hooks/use-product-mutations.js';
import { ListSearch } from './components/ListSearch.js';
import { toastError, toastSuccess } from '../lib/toasts.js';
import { confirmAction, confirmDelete } from './lib/feedback.js';
import { ADMIN_PAGE_SIZE, useListParams } from './lib/list-params.js';
import { TONE } from './lib/tones.js';

export const productEditHref = (id: string) => `/admin/product/${id}/edit`;

export function ProductListPage() {
  const [, navigate] = useLocation();
  const { keyword, page, hrefFor, setKeyword } = useListParams();
  const list = trpc.products.list.useQuery(
    { keyword: keyword || undefined, includeDrafts: true, pageNumber: page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const create = useCreateProduct({ onSuccess: (product) => navigate(productEditHref(product._id)), onError: toastError });
  const remove = useDeleteProduct({ onSuccess: () => toastSuccess('Product deleted'), onError: toastError });

  const askCreate = () =>
    confirmAction({
      title: 'Create product',
      question: 'Are you sure you want to create a new product?',
      confirmLabel: 'Create',
      onConfirm: () => create.mutate(undefined),
    });
  const askDelete = (product: { _id: string; name: string }) => confirmDelete('product', product.name, () => remove.mutate({ id: product._id }));

  const products = list.data?.products ?? [];
  const total = list.data?.total;
  return (
    <AdminShell
      title="Products"
      headingId="products-heading"
      count={total === undefined ? undefined : countLabel(total, 'product', 'products')}
      actions={
        <Button onClick={askCreate} loading={create.isPending}>
          Create Product
        </Button>
      }
      search={<ListSearch label="Find products" placeholder="Search by name, brand or category" keyword={keyword} onSearch={setKeyword} />}
    >
      <AdminTable
        labelledBy="products-heading"
        headers={['ID', 'Name', 'Price', 'Category', 'Brand', 'Status', <HiddenHeader key="actions">Actions</HiddenHeader>]}
        minWidth={840}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={keyword ? `No products match “${keyword}”.` : 'No products yet. Create the first one.'}
        rowCount={products.length}
        pageInfo={list.data}
        hrefFor={hrefFor}
      >
        {products.map((product) => (
          <Table.Tr key={product._id}>
            <IdCell id={product._id} />
            <Table.Td data-label="Name" maw={320}>
              <Anchor component={Link} href={`/product/${product._id}`} size="sm" c="inherit" fw={500} lineClamp={2}>
                {product.name}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Price" style={{ whiteSpace: 'nowrap' }}>
              {rupees(product.price)}
            </Table.Td>
            <Table.Td data-label="Category">{product.category}</Table.Td>
            <Table.Td data-label="Brand">{product.brand}</Table.Td>
            <Table.Td data-label="Status">
              {product.isPublished ? (
                <StatusBadge tone="good">Published</StatusBadge>
              ) : (
                <Badge variant="outline" color={TONE.gray} title="Drafts are not on the storefront">
                  Draft
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={8} wrap="nowrap" justify="flex-end">
                <Button component={Link} href={productEditHref(product._id)} size="xs" variant="light" aria-label={`Edit product ${product.name}`}>
                  Edit
                </Button>
                <DeleteButton label={`Delete product ${product.name}`} loading={remove.isPending && remove.variables?.id === product._id} onClick={() => askDelete(product)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
